/**
 * The smart account a user may send user operations for: the one the frame builds, the
 * factory's counterfactual account of the user's own EVM address with salt 0 (as
 * frame/smart-account.ts asks it). Read from the chain once per user, factory and chain.
 */
import { createPublicClient, http, parseAbi, type Address } from 'viem';
import type { ServiceDeps } from './context.js';
import type { SmartAccountNetworks } from './smart-account-config.js';

const FACTORY_ABI = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
]);

/** Kept small: a user's account never changes for a given factory and owner. */
const MAX_CACHED = 10_000;

export function ownSmartAccounts(deps: ServiceDeps) {
  const known = new Map<string, Address>();
  return async (
    chainId: string,
    network: SmartAccountNetworks[string],
    userId: string,
  ): Promise<Address | undefined> => {
    const owner = (await deps.store.findWallet(userId))?.addresses.eip155;
    const rpcUrl = deps.config.rpcUrls[chainId];
    if (!owner || !rpcUrl) return undefined;
    const key = `${chainId}\0${network.factory}\0${owner.toLowerCase()}`;
    const cached = known.get(key);
    if (cached) return cached;
    const client = createPublicClient({ transport: http(rpcUrl) });
    const account = await client.readContract({
      address: network.factory as Address,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args: [owner as Address, 0n],
    });
    if (known.size >= MAX_CACHED) known.clear();
    known.set(key, account);
    return account;
  };
}
