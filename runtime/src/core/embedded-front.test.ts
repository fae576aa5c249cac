import { describe, expect, test } from 'vitest';
import { EMBEDDED_CONNECTOR_ID } from './embedded.js';
import { createEmbeddedFront, EMBEDDED_LOAD_FAILED } from './embedded-front.js';
import type { EmbeddedWalletLoader } from './embedded.js';
import {
  createTestKit,
  ScriptedAdapter,
  SOLANA,
  MAINNET,
  testConfig,
} from './testing/test-support.js';

const base = testConfig();
const emailConfig = {
  networks: [MAINNET, SOLANA],
  endpoints: { ...base.endpoints, embeddedWalletUrl: 'http://127.0.0.1:8787' },
};

describe('the embedded wallet before its code is loaded', () => {
  test('each family it serves lists one AUTH connector beside its own wallets', async () => {
    const never: EmbeddedWalletLoader = () => new Promise(() => undefined);
    const { kit } = createTestKit({
      config: emailConfig,
      adapters: [new ScriptedAdapter('eip155'), new ScriptedAdapter('solana')],
      embedded: createEmbeddedFront(never),
    });
    await kit.start();
    const auth = kit.stores.connector.getState().connectors.filter((c) => c.type === 'AUTH');
    expect(auth.map((c) => [c.id, c.connectors?.map((m) => m.chain) ?? [c.chain]])).toEqual([
      [EMBEDDED_CONNECTOR_ID, ['eip155', 'solana']],
    ]);
  });

  test('a module that fails to load gives "Unable to load email login dependency", and a later attempt loads again', async () => {
    let attempts = 0;
    const failing: EmbeddedWalletLoader = () => {
      attempts += 1;
      return Promise.reject(new Error('chunk failed'));
    };
    const { kit } = createTestKit({ config: emailConfig, embedded: createEmbeddedFront(failing) });
    await expect(kit.embedded.connectEmail('ada@example.com')).rejects.toThrow(
      EMBEDDED_LOAD_FAILED,
    );
    await expect(kit.embedded.connectOtp('123456')).rejects.toThrow(EMBEDDED_LOAD_FAILED);
    expect(attempts).toBe(2);
  });

  test('a kit started without a recorded email login does not load the code', async () => {
    let attempts = 0;
    const counting: EmbeddedWalletLoader = () => {
      attempts += 1;
      return new Promise(() => undefined);
    };
    const { kit } = createTestKit({ config: emailConfig, embedded: createEmbeddedFront(counting) });
    await kit.start();
    expect(attempts).toBe(0);
  });

  test('a front serves one kit: a second kit given the same front is refused', () => {
    const shared = createEmbeddedFront(() => new Promise(() => undefined));
    createTestKit({ config: emailConfig, embedded: shared });
    expect(() => createTestKit({ config: emailConfig, embedded: shared })).toThrow(
      'An embedded front serves one kit',
    );
  });
});
