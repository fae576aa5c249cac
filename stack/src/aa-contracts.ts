/**
 * Puts the ERC-4337 v0.7 contracts on a local node: the EntryPoint, from the compiled artifact
 * of `@account-abstraction/contracts` 0.7.0, and the factory of the embedded wallet's smart
 * account (aa-account/: the package's SimpleAccount plus ERC-1271). Both go through the node's
 * deterministic deployer (CREATE2) with the salt the public EntryPoint deployment used, so the
 * EntryPoint lands at its usual address and any code that assumes it (viem's defaults, the
 * bundler) finds it there.
 */
import { jsonRpc } from './json-rpc.js';
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
import { WALLET_KIT_ACCOUNT_FACTORY_BYTECODE } from './aa-account/bytecode.js';

/** The deterministic deployment proxy anvil starts with. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
/** The salt the v0.7 EntryPoint was deployed with on public chains. */
const SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';

export interface AaContracts {
  entryPoint: Address;
  /** Makes SimpleAccount-style accounts (createAccount/getAddress(owner, salt)) with ERC-1271. */
  accountFactory: Address;
}

function artifactBytecode(name: string): Hex {
  const require = createRequire(import.meta.url);
  const artifact = require(`@account-abstraction/contracts/artifacts/${name}.json`) as {
    bytecode: Hex;
  };
  return artifact.bytecode;
}

function initCodes(): { entryPoint: Hex; accountFactory: (entryPoint: Address) => Hex } {
  return {
    entryPoint: artifactBytecode('EntryPoint'),
    accountFactory: (entryPoint) =>
      concatHex([
        WALLET_KIT_ACCOUNT_FACTORY_BYTECODE,
        encodeAbiParameters([{ type: 'address' }], [entryPoint]),
      ]),
  };
}

const create2Address = (initCode: Hex) =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: SALT, bytecode: initCode });

/** Where `deployAaContracts` puts the contracts on any chain (CREATE2: known before deploying). */
export function aaContractAddresses(): AaContracts {
  const codes = initCodes();
  const entryPoint = create2Address(codes.entryPoint);
  return {
    entryPoint,
    accountFactory: create2Address(codes.accountFactory(entryPoint)),
  };
}

/** The account factory's `getAddress(owner, salt)`: an account's counterfactual address. */
export const ACCOUNT_FACTORY_ABI = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

async function deployDeterministic(rpcUrl: string, from: Address, initCode: Hex): Promise<Address> {
  const address = create2Address(initCode);
  const client = createPublicClient({ transport: http(rpcUrl) });
  if ((await client.getCode({ address }))?.length) return address;
  const hash = (await jsonRpc(rpcUrl, 'eth_sendTransaction', [
    { from, to: CREATE2_DEPLOYER, data: concatHex([SALT, initCode]), gas: '0x1c9c380' },
  ])) as Hex;
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success' || !(await client.getCode({ address }))?.length) {
    throw new Error(`deterministic deployment to ${address} failed`);
  }
  return address;
}

/**
 * Deploys the EntryPoint v0.7 and the account factory bound to it (or finds them already
 * there) through `from`, a dev account the node signs for.
 */
export async function deployAaContracts(params: {
  rpcUrl: string;
  from: Address;
}): Promise<AaContracts> {
  const codes = initCodes();
  const entryPoint = await deployDeterministic(params.rpcUrl, params.from, codes.entryPoint);
  const accountFactory = await deployDeterministic(
    params.rpcUrl,
    params.from,
    codes.accountFactory(entryPoint),
  );
  return { entryPoint, accountFactory };
}
