import { describe, expect, it } from 'vitest';
import { movedConnection, sessionConnections } from './connections.js';
import { readSession } from './session.js';
import { parseChainChange } from './session-events.js';
import type { SessionStruct } from './sdk.js';
import { MAINNET, POLYGON, SOLANA } from './testing/test-networks.js';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

function struct(
  namespaces: Record<string, { accounts: string[]; chains?: string[] }>,
): SessionStruct {
  const full = Object.fromEntries(
    Object.entries(namespaces).map(([key, value]) => [key, { methods: [], events: [], ...value }]),
  );
  return {
    topic: 'topic',
    expiry: 1_800_000_000,
    namespaces: full,
    peer: {
      publicKey: 'key',
      metadata: { name: 'Wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    },
  } as unknown as SessionStruct;
}

describe('session accounts', () => {
  it('the session lists accounts per chain family, whatever the wallet keyed them by', () => {
    const session = readSession(
      struct({
        eip155: { accounts: [`eip155:1:${EVM}`, `eip155:137:${EVM}`] },
        [SOLANA.caipNetworkId]: { accounts: [`${SOLANA.caipNetworkId}:${SOL}`] },
        near: { accounts: ['near:mainnet:alice.near'] },
      }),
    );
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:137']);
    expect(session.namespaces.solana?.accounts).toEqual([`${SOLANA.caipNetworkId}:${SOL}`]);
    expect(Object.keys(session.namespaces)).toEqual(['eip155', 'solana']);
    expect(session.expiry).toBe(1_800_000_000_000);
  });

  it('a family starts on the network the kit asked for when the wallet approved it', () => {
    const session = readSession(
      struct({ eip155: { accounts: [`eip155:1:${EVM}`, `eip155:137:${EVM}`] } }),
    );
    expect(sessionConnections(session, [MAINNET, POLYGON], {}, POLYGON).eip155).toEqual([
      { connectorId: 'walletConnect', caipNetworkId: 'eip155:137', accounts: [{ address: EVM }] },
    ]);
  });

  it('a family starts on the first configured network the wallet approved', () => {
    const session = readSession(
      struct({ eip155: { accounts: [`eip155:137:${EVM}`, `eip155:1:${EVM}`] } }),
    );
    expect(sessionConnections(session, [MAINNET, POLYGON]).eip155?.[0]?.caipNetworkId).toBe(
      'eip155:1',
    );
  });

  it('a session update keeps the active chain while the wallet still holds it', () => {
    const session = readSession(
      struct({ eip155: { accounts: [`eip155:1:${EVM}`, `eip155:137:${EVM}`] } }),
    );
    const current = sessionConnections(session, [MAINNET, POLYGON], {}, POLYGON);
    expect(
      sessionConnections(session, [MAINNET, POLYGON], current).eip155?.[0]?.caipNetworkId,
    ).toBe('eip155:137');
  });

  it('moving to a chain without accounts in the session keeps the current accounts', () => {
    const session = readSession(struct({ eip155: { accounts: [`eip155:1:${EVM}`] } }));
    const [connection] = sessionConnections(session, [MAINNET]).eip155 ?? [];
    expect(movedConnection(session, connection!, 'eip155', 'eip155:10')).toEqual({
      connectorId: 'walletConnect',
      caipNetworkId: 'eip155:10',
      accounts: [{ address: EVM }],
    });
  });
});

describe('chainChanged from the wallet', () => {
  it('reads the new chain from a number, a hex or decimal string, or a CAIP-2 id', () => {
    expect(parseChainChange('eip155', 'eip155:1', 137)).toBe('eip155:137');
    expect(parseChainChange('eip155', 'eip155:1', '0x89')).toBe('eip155:137');
    expect(parseChainChange('eip155', 'eip155:1', '137')).toBe('eip155:137');
    expect(parseChainChange('eip155', 'eip155:1', 'eip155:137')).toBe('eip155:137');
    expect(
      parseChainChange('solana', SOLANA.caipNetworkId, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
    ).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it('falls back to the chain the event was sent on', () => {
    expect(parseChainChange('eip155', 'eip155:137', undefined)).toBe('eip155:137');
  });
});
