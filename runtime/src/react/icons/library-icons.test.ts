import { KNOWN_TOKENS, NETWORK_CATALOGUE } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../walletconnect/constants.js';
import { WALLET_CATALOGUE } from '../../wallets/snapshot.js';
import { NETWORK_ICONS, TOKEN_ICONS, WALLET_ICONS, type IconLoader } from './library-icons.js';

/** The entries of a table that load nothing but an SVG: a renamed or removed icon throws here. */
async function unloadable(table: Readonly<Record<string, IconLoader | null>>): Promise<string[]> {
  const bad: string[] = [];
  for (const [key, load] of Object.entries(table)) {
    if (!load) continue;
    const svg = await load().then(
      (module) => module.default,
      () => undefined,
    );
    if (typeof svg !== 'string' || !svg.trimStart().startsWith('<svg')) bad.push(key);
  }
  return bad;
}

describe('the logo table', () => {
  it('every catalogue wallet maps to a logo of the installed package or is listed as having none', async () => {
    const ids = [...WALLET_CATALOGUE.map((wallet) => wallet.id), WALLET_CONNECT_CONNECTOR_ID];
    expect(ids.filter((id) => !Object.hasOwn(WALLET_ICONS, id))).toEqual([]);
    expect(await unloadable(WALLET_ICONS)).toEqual([]);
    // The well-known wallets do have their logo.
    for (const id of ['metamask', 'walletConnect', 'coinbase', 'rainbow', 'trust', 'phantom']) {
      expect(WALLET_ICONS[id], id).toBeTypeOf('function');
    }
  });

  it('every catalogue network maps to a logo of the installed package or is listed as having none', async () => {
    const ids = NETWORK_CATALOGUE.map((network) => network.caipNetworkId);
    expect(ids.filter((id) => !Object.hasOwn(NETWORK_ICONS, id))).toEqual([]);
    expect(await unloadable(NETWORK_ICONS)).toEqual([]);
    expect(NETWORK_ICONS['eip155:1']).toBeTypeOf('function');
  });

  it("every known token's and native currency's symbol maps to a logo of the installed package or is listed as having none", async () => {
    const symbols = new Set([
      ...Object.values(KNOWN_TOKENS).flatMap((tokens) => tokens!.map((token) => token.symbol)),
      ...NETWORK_CATALOGUE.filter((network) => !network.testnet).map(
        (network) => network.nativeCurrency.symbol,
      ),
    ]);
    expect([...symbols].filter((symbol) => !Object.hasOwn(TOKEN_ICONS, symbol))).toEqual([]);
    expect(await unloadable(TOKEN_ICONS)).toEqual([]);
  });

  it('the table lists nothing the catalogues do not have: a removed wallet or network leaves no stale row', () => {
    const wallets = new Set([
      ...WALLET_CATALOGUE.map((wallet) => wallet.id),
      WALLET_CONNECT_CONNECTOR_ID,
    ]);
    const networks = new Set<string>(NETWORK_CATALOGUE.map((network) => network.caipNetworkId));
    expect(Object.keys(WALLET_ICONS).filter((id) => !wallets.has(id))).toEqual([]);
    expect(Object.keys(NETWORK_ICONS).filter((id) => !networks.has(id))).toEqual([]);
  });
});
