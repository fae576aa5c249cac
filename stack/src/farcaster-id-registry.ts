/**
 * A Farcaster IdRegistry on a local anvil chain, at the real contract's address: the fixture's
 * code is deployed once, copied to that address with `anvil_setCode`, and `registerFid` hands an
 * fid to a custody address there. The auth client reads it exactly as it reads Optimism.
 */
import { jsonRpc } from './json-rpc.js';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { deployContract } from './contracts/deploy.js';
import artifact from './farcaster-id-registry/artifact.json' with { type: 'json' };

export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

/** The fixture's functions (artifact.json holds the same ABI, typed loosely by JSON imports). */
const abi = [
  {
    type: 'function',
    name: 'register',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'fid', type: 'uint256' },
      { name: 'custody', type: 'address' },
    ],
    outputs: [],
  },
] as const;

/** Puts the registry's code at the IdRegistry address; `from` is a dev account the node signs for. */
export async function installIdRegistry(rpcUrl: string, from: Address): Promise<void> {
  const deployed = await deployContract({
    rpcUrl,
    from,
    abi,
    bytecode: artifact.bytecode as Hex,
    name: 'TestIdRegistry',
  });
  const code = await jsonRpc(rpcUrl, 'eth_getCode', [deployed, 'latest']);
  await jsonRpc(rpcUrl, 'anvil_setCode', [ID_REGISTRY_ADDRESS, code]);
}

/** Makes `custody` the holder of `fid` in the registry. */
export async function registerFid(
  rpcUrl: string,
  from: Address,
  fid: number,
  custody: Address,
): Promise<void> {
  const wallet = createWalletClient({ transport: http(rpcUrl) });
  const reader = createPublicClient({ transport: http(rpcUrl) });
  const hash = await wallet.writeContract({
    account: from,
    chain: null,
    address: ID_REGISTRY_ADDRESS,
    abi,
    functionName: 'register',
    args: [BigInt(fid), custody],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`Registering fid ${fid} failed`);
}
