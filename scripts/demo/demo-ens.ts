/**
 * The demo's ENS identity (`startDemo({ ensIdentity: true })`): a Universal Resolver
 * (stack/src/ens) on the first chain in which the Demo Wallet's account (anvil's first dev
 * account) holds a primary name and a `data:` avatar, and a block explorer for that chain, so
 * the Account view shows the name, the avatar and the explorer links. The explorer is never
 * loaded by the demo: its links are only shown.
 */
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { deployTestUniversalResolver, setEnsRecords } from '@wallet-kit/local-stack/ens/deploy';
import type { Address } from 'viem';

export const DEMO_ENS_NAME = 'demo-wallet.eth';
/** A 96 px SVG portrait (an SVG in an <img> runs no script). */
export const DEMO_ENS_AVATAR =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI5NiIgaGVpZ2h0PSI5NiIgdmlld0JveD0iMCAwIDk2IDk2Ij48ZGVmcz48bGluZWFyR3JhZGllbnQgaWQ9ImciIHgxPSIwIiB5MT0iMCIgeDI9IjEiIHkyPSIxIj48c3RvcCBvZmZzZXQ9IjAiIHN0b3AtY29sb3I9IiNmNmE2MjMiLz48c3RvcCBvZmZzZXQ9IjEiIHN0b3AtY29sb3I9IiNlMDQ1N2IiLz48L2xpbmVhckdyYWRpZW50PjwvZGVmcz48cmVjdCB3aWR0aD0iOTYiIGhlaWdodD0iOTYiIGZpbGw9InVybCgjZykiLz48Y2lyY2xlIGN4PSI0OCIgY3k9IjM4IiByPSIxNiIgZmlsbD0iI2ZmZiIvPjxwYXRoIGQ9Ik0xOCA4OGM0LTE4IDE2LTI2IDMwLTI2czI2IDggMzAgMjZ6IiBmaWxsPSIjZmZmIi8+PC9zdmc+';
export const DEMO_EXPLORER = { name: 'Demo Explorer', url: 'https://explorer.demo.example' };

// Anvil's tenth dev account deploys, so the Demo Wallet's nonces are untouched.
const DEPLOYER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/** Deploys the resolver and sets the Demo Wallet's records; resolves with the resolver's address. */
export async function deployDemoEns(rpcUrl: string, chainId: number): Promise<Address> {
  const demoWallet = ANVIL_ACCOUNTS[0].address;
  const resolver = await deployTestUniversalResolver({
    rpcUrl,
    chainId,
    from: DEPLOYER,
    name: DEMO_ENS_NAME,
    address: demoWallet,
  });
  await setEnsRecords({
    rpcUrl,
    resolver,
    from: DEPLOYER,
    records: { name: DEMO_ENS_NAME, texts: { avatar: DEMO_ENS_AVATAR }, primaryFor: [demoWallet] },
  });
  return resolver;
}
