import { describe, expect, it } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import { publicDefaultsNotices } from './public-defaults.js';

function config(fields: Record<string, unknown>) {
  const parsed = parseConfig({
    projectId: 'newcomer-app',
    metadata: { name: 'Shop', url: 'https://shop.example' },
    networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ...fields,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

describe('generate says which public services the defaults use', () => {
  it('with relayUrl unset, WalletConnect is said to use the public relay with the projectId', () => {
    const notices = publicDefaultsNotices(config({}));
    expect(notices).toContainEqual(
      'WalletConnect will use the public relay at wss://relay.walletconnect.org with your ' +
        'projectId "newcomer-app" (set endpoints.relayUrl to use another relay).',
    );
  });

  it('a catalogue network read through its public RPC URL is named with that URL and how to set another', () => {
    const notices = publicDefaultsNotices(config({}));
    const rpc = notices.find((notice) => notice.startsWith('Reads go to'));
    expect(rpc).toMatch(/Ethereum: https:\/\//);
    expect(rpc).toMatch(/\{ id: 'eip155:1', rpcUrls: \{ default: \{ http: \[/);
  });

  it('nothing is said of a relay or RPC URL the host set', () => {
    const notices = publicDefaultsNotices(
      config({
        enableWalletConnect: true,
        endpoints: { relayUrl: 'wss://relay.example.com' },
        networks: [{ id: 'eip155:1', rpcUrls: { default: { http: ['https://rpc.example.com'] } } }],
      }),
    );
    expect(notices).toEqual([]);
  });
});
