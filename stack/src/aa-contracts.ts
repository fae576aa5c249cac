/**
 * Puts the ERC-4337 v0.7 contracts on a local node: the EntryPoint and the sample
 * SimpleAccountFactory, from the compiled artifacts of `@account-abstraction/contracts` 0.7.0.
 * Both go through the node's deterministic deployer (CREATE2) with the salt their public
 * deployments used, so the EntryPoint lands at its usual address and any code that assumes it
 * (viem's defaults, the bundler) finds it there.
 */
import { createRequire } from 'node:module';
import {
  concatHex,
  createPublicClient,
  encodeAbiParameters,
  getContractAddress,
  http,
  type Address,
  type Hex,
} from 'viem';

/** The deterministic deployment proxy anvil starts with. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
/** The salt the v0.7 EntryPoint and SimpleAccountFactory were deployed with on public chains. */
const SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';

export interface AaContracts {
  entryPoint: Address;
  simpleAccountFactory: Address;
}

function artifactBytecode(name: string): Hex {
  const require = createRequire(import.meta.url);
  const artifact = require(`@account-abstraction/contracts/artifacts/${name}.json`) as {
    bytecode: Hex;
  };
  return artifact.bytecode;
}

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function deployDeterministic(rpcUrl: string, from: Address, initCode: Hex): Promise<Address> {
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: SALT,
    bytecode: initCode,
  });
  const client = createPublicClient({ transport: http(rpcUrl) });
  if ((await client.getCode({ address }))?.length) return address;
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [
    { from, to: CREATE2_DEPLOYER, data: concatHex([SALT, initCode]), gas: '0x1c9c380' },
  ])) as Hex;
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success' || !(await client.getCode({ address }))?.length) {
    throw new Error(`deterministic deployment to ${address} failed`);
  }
  return address;
}

/**
 * Deploys the EntryPoint v0.7 and a SimpleAccountFactory bound to it (or finds them already
 * there) through `from`, a dev account the node signs for.
 */
export async function deployAaContracts(params: {
  rpcUrl: string;
  from: Address;
}): Promise<AaContracts> {
  const entryPoint = await deployDeterministic(
    params.rpcUrl,
    params.from,
    artifactBytecode('EntryPoint'),
  );
  const simpleAccountFactory = await deployDeterministic(
    params.rpcUrl,
    params.from,
    concatHex([
      artifactBytecode('SimpleAccountFactory'),
      encodeAbiParameters([{ type: 'address' }], [entryPoint]),
    ]),
  );
  return { entryPoint, simpleAccountFactory };
}
