import { describe, expect, it } from 'vitest';
import { WalletServiceConfigError } from './config.js';
import { FARCASTER_CONNECT_URI_BASE, farcasterConfigFromEnv } from './farcaster-config.js';

const PUBLIC_URL = 'http://127.0.0.1:8787';

describe('Farcaster settings', () => {
  it('leave Farcaster login off without an Optimism node', () => {
    expect(farcasterConfigFromEnv({}, PUBLIC_URL)).toBeUndefined();
  });

  it("use the service's own relay and the Farcaster app's link unless told otherwise", () => {
    expect(
      farcasterConfigFromEnv({ FARCASTER_RPC_URL: 'http://127.0.0.1:9545/' }, PUBLIC_URL),
    ).toEqual({
      rpcUrl: 'http://127.0.0.1:9545',
      relayUrl: PUBLIC_URL,
      connectUriBase: FARCASTER_CONNECT_URI_BASE,
      relayAuthKey: undefined,
    });
  });

  it('name each malformed variable', () => {
    let error: unknown;
    try {
      farcasterConfigFromEnv(
        { FARCASTER_RPC_URL: 'not a url', FARCASTER_RELAY_URL: 'ftp://relay' },
        PUBLIC_URL,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WalletServiceConfigError);
    expect((error as WalletServiceConfigError).problems.map((problem) => problem.variable)).toEqual(
      ['FARCASTER_RPC_URL', 'FARCASTER_RELAY_URL'],
    );
  });
});
