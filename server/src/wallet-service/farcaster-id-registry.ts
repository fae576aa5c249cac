/**
 * The Farcaster IdRegistry on Optimism: who holds each fid (its custody address). The address
 * and the two functions are the deployed contract's; the auth client reads `idOf` of a message's
 * signer and the relay reads `custodyOf` of the fid an app claims.
 */
import { createPublicClient, http, type Address } from 'viem';

const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

const ID_REGISTRY_ABI = [
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const;

/** The custody address of an fid (the zero address for an fid nobody holds). */
export async function custodyOf(rpcUrl: string, fid: number): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  return client.readContract({
    address: ID_REGISTRY_ADDRESS,
    abi: ID_REGISTRY_ABI,
    functionName: 'custodyOf',
    args: [BigInt(fid)],
  });
}
