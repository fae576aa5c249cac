import { afterAll, beforeAll, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';

let node: AnvilNode;
beforeAll(async () => {
  node = await startAnvil({ chainId: 31338 });
});
afterAll(() => node?.stop());

test('anvil starts with the requested chain id and funded dev accounts', async () => {
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return ((await response.json()) as { result: string }).result;
  };
  expect(Number(await call('eth_chainId', []))).toBe(31338);
  expect(BigInt(await call('eth_getBalance', [ANVIL_ACCOUNTS[0].address, 'latest']))).toBe(
    10_000n * 10n ** 18n,
  );
});
