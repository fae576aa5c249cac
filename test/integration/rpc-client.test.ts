/**
 * The eip155 RPC client (retries, limits, batching, fallback) and the blockchain client error
 * mapping, against a real anvil node behind a loopback proxy that injects HTTP failures,
 * Retry-After, delays and malformed answers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, parseEther, type PublicClient } from 'viem';
import { createRpcTransport, RPC_CLIENT_SETTINGS } from '@wallet-kit/runtime/eip155';
import { describeChainError } from '../../runtime/src/core/chain-errors.js';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { startRpcProxy, type RpcProxy } from '../fixtures/rpc-proxy/server.js';

const ADDRESS = ANVIL_ACCOUNTS[0].address;
let node: AnvilNode;
let proxy: RpcProxy;
let spare: RpcProxy;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  [proxy, spare] = await Promise.all([startRpcProxy(node.rpcUrl), startRpcProxy(node.rpcUrl)]);
});
afterAll(async () => {
  await Promise.all([proxy?.stop(), spare?.stop()]);
  await node?.stop();
});
afterEach(() => {
  proxy.heal();
  spare.heal();
  proxy.requests.length = 0;
  spare.requests.length = 0;
});

function client(
  urls = [proxy.url],
  options: Parameters<typeof createRpcTransport>[1] = {},
): PublicClient {
  return createPublicClient({ transport: createRpcTransport(urls, { rank: false, ...options }) });
}

/** The JSON-RPC calls a logged request carried (a batch carries several). */
const callsOf = (proxyServer: RpcProxy) =>
  proxyServer.requests.flatMap(({ body }) => (Array.isArray(body) ? body : [body])) as {
    method: string;
  }[];

const gaps = (proxyServer: RpcProxy) =>
  proxyServer.requests
    .slice(1)
    .map((request, index) => request.at - proxyServer.requests[index]!.at);

describe('RPC client retries and limits', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'retries on HTTP %i and returns the answer of the retry',
    async (status) => {
      proxy.fail({ status });
      const balance = await client().getBalance({ address: ADDRESS });
      expect(balance).toBeGreaterThan(0n);
      expect(proxy.requests).toHaveLength(2);
    },
  );

  it('does not retry an HTTP status outside the list, and reads "HTTP status code: {n}"', async () => {
    proxy.fail({ status: 400 });
    const error = await client()
      .getBalance({ address: ADDRESS })
      .catch((e: unknown) => e);
    expect(describeChainError(error)).toEqual({
      name: 'HttpRequestError',
      message: 'HTTP status code: 400',
    });
    expect(proxy.requests).toHaveLength(1);
  });

  it('makes 3 retries, then fails with "HTTP status code: {n}"', async () => {
    proxy.failAlways({ status: 503 });
    const error = await client([proxy.url], { retryDelayMs: 10 })
      .getBalance({ address: ADDRESS })
      .catch((e: unknown) => e);
    expect(describeChainError(error).message).toBe('HTTP status code: 503');
    expect(proxy.requests).toHaveLength(1 + RPC_CLIENT_SETTINGS.retryCount);
  });

  it('backs off exponentially from a 150 ms base delay', async () => {
    proxy.fail({ status: 500 }, { status: 500 }, { status: 500 });
    await client().getBalance({ address: ADDRESS });
    const [first, second, third] = gaps(proxy);
    expect(first).toBeGreaterThanOrEqual(140);
    expect(first).toBeLessThan(290);
    expect(second).toBeGreaterThanOrEqual(290);
    expect(third).toBeGreaterThanOrEqual(590);
  });

  it('honours Retry-After', async () => {
    proxy.fail({ status: 429, retryAfter: '1' });
    await client().getBalance({ address: ADDRESS });
    expect(gaps(proxy)[0]).toBeGreaterThanOrEqual(990);
  });

  it('waits at most 5 s for a Retry-After in seconds', { timeout: 20_000 }, async () => {
    expect(RPC_CLIENT_SETTINGS.maxRetryAfterMs).toBe(5_000);
    proxy.fail({ status: 429, retryAfter: '3600' });
    await client().getBalance({ address: ADDRESS });
    expect(gaps(proxy)[0]).toBeGreaterThanOrEqual(4_950);
    expect(gaps(proxy)[0]).toBeLessThan(6_000);
  });

  it('waits at most 5 s for a Retry-After HTTP date', { timeout: 20_000 }, async () => {
    proxy.fail({ status: 503, retryAfter: new Date(Date.now() + 3_600_000).toUTCString() });
    await client().getBalance({ address: ADDRESS });
    expect(gaps(proxy)[0]).toBeGreaterThanOrEqual(4_950);
    expect(gaps(proxy)[0]).toBeLessThan(6_000);
  });

  it(
    'gives up on a hung endpoint at the 15 s deadline of the whole call',
    { timeout: 30_000 },
    async () => {
      expect(RPC_CLIENT_SETTINGS.deadlineMs).toBe(15_000);
      proxy.failAlways({ delayMs: 60_000 });
      const started = Date.now();
      const error = await client()
        .getBalance({ address: ADDRESS })
        .catch((e: unknown) => e);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(14_900);
      expect(elapsed).toBeLessThan(16_000);
      expect((error as Error).message).toMatch(/did not answer within 15 s/);
      expect(describeChainError(error).name).toBe('TimeoutError');
    },
  );

  it.each([
    ['text/html', '<html><body>Sign in to the Wi-Fi</body></html>'],
    ['application/json', '{"jsonrpc":"2.0","id":1,"result":'],
  ])('fails at once on a 200 answer that is not JSON (%s)', async (contentType, text) => {
    proxy.fail({ rawBody: { contentType, text } });
    const error = await client()
      .getBalance({ address: ADDRESS })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The RPC endpoint answered with malformed JSON');
    expect(describeChainError(error)).toEqual({
      name: 'MalformedResponseError',
      message: 'The network sent an answer the kit cannot read. Check the RPC URL.',
    });
    expect(proxy.requests).toHaveLength(1);
  });

  it('gives up on a request after the time-out (10 000 ms by default)', async () => {
    expect(RPC_CLIENT_SETTINGS.timeoutMs).toBe(10_000);
    proxy.failAlways({ delayMs: 400 });
    const error = await client([proxy.url], { timeoutMs: 100, retryDelayMs: 10 })
      .getBalance({ address: ADDRESS })
      .catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('TimeoutError');
  });
});

describe('RPC client batching and dedupe', () => {
  it('sends the calls of one tick as one batch', async () => {
    const c = client();
    const balances = await Promise.all(
      ANVIL_ACCOUNTS.map(({ address }) => c.getBalance({ address })),
    );
    expect(balances).toHaveLength(ANVIL_ACCOUNTS.length);
    expect(proxy.requests).toHaveLength(1);
    expect(callsOf(proxy)).toHaveLength(ANVIL_ACCOUNTS.length);
  });

  it('asks the node once for identical concurrent reads', async () => {
    const c = client();
    const balances = await Promise.all([1, 2, 3].map(() => c.getBalance({ address: ADDRESS })));
    expect(new Set(balances).size).toBe(1);
    expect(callsOf(proxy).filter((call) => call.method === 'eth_getBalance')).toHaveLength(1);
  });
});

describe('RPC fallback across URLs', () => {
  it('answers from the next RPC URL when the first one fails', async () => {
    proxy.failAlways({ status: 503 });
    const balance = await client([proxy.url, spare.url]).getBalance({ address: ADDRESS });
    expect(balance).toBeGreaterThan(0n);
    expect(callsOf(spare).some((call) => call.method === 'eth_getBalance')).toBe(true);
  });

  it('ranks a slow URL behind a fast one', async () => {
    proxy.failAlways({ delayMs: 150 });
    const c = createPublicClient({
      transport: createRpcTransport([proxy.url, spare.url], { rank: { interval: 40 } }),
    });
    await c.getBalance({ address: ADDRESS }); // starts the ranking
    await new Promise((r) => setTimeout(r, 900));
    proxy.requests.length = 0;
    spare.requests.length = 0;
    await c.getBalance({ address: ANVIL_ACCOUNTS[1].address });
    const balanceCalls = (p: RpcProxy) =>
      callsOf(p).filter((call) => call.method === 'eth_getBalance');
    expect(balanceCalls(spare)).toHaveLength(1);
    expect(balanceCalls(proxy)).toHaveLength(0);
  });
});

describe('blockchain client error mapping', () => {
  const codes: [number, string][] = [
    [-32700, 'ParseRpcError'],
    [-32600, 'InvalidRequestRpcError'],
    [-32601, 'MethodNotFoundRpcError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32603, 'InternalRpcError'],
    [-32000, 'InvalidInputRpcError'],
    [-32001, 'ResourceNotFoundRpcError'],
    [-32002, 'ResourceUnavailableRpcError'],
    [-32003, 'TransactionRejectedRpcError'],
    [-32004, 'MethodNotSupportedRpcError'],
    [-32005, 'LimitExceededRpcError'],
    [-32006, 'JsonRpcVersionUnsupportedError'],
    [4001, 'UserRejectedRequestError'],
    [5000, 'UserRejectedRequestError'],
    [4100, 'UnauthorizedProviderError'],
    [4200, 'UnsupportedProviderMethodError'],
    [4900, 'ProviderDisconnectedError'],
    [4901, 'ChainDisconnectedError'],
    [4902, 'SwitchChainError'],
    [5700, 'UnsupportedNonOptionalCapabilityError'],
    [5710, 'UnsupportedChainIdError'],
    [5720, 'DuplicateIdError'],
    [5730, 'UnknownBundleIdError'],
    [5740, 'BundleTooLargeError'],
    [5750, 'AtomicReadyWalletRejectedUpgradeError'],
    [5760, 'AtomicityNotSupportedError'],
  ];
  it.each(codes)('JSON-RPC code %i maps to %s with a visitor message', async (code, name) => {
    proxy.failAlways({ rpcError: { code, message: 'node text' } });
    const error = await client([proxy.url], { retryDelayMs: 1 })
      .getBalance({ address: ADDRESS })
      .catch((e: unknown) => e);
    const info = describeChainError(error);
    expect(info.name).toBe(name);
    expect(info.message).not.toMatch(/node text|RPC/);
  });

  /** Sends through anvil's own dev-account signer, so the node answers with its real messages. */
  const nodeClient = () => ({
    wallet: createWalletClient({ transport: http(node.rpcUrl), account: ADDRESS }),
    public: createPublicClient({ transport: http(node.rpcUrl) }),
  });
  const chain = {
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  } as const;

  it('maps the node message for insufficient funds', async () => {
    const error = await nodeClient()
      .wallet.sendTransaction({
        chain,
        to: ANVIL_ACCOUNTS[1].address,
        value: parseEther('100000000'),
      })
      .catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('InsufficientFundsError');
  });

  it('maps the node message for execution reverted', async () => {
    // Init code PUSH1 0 PUSH1 0 REVERT: any call to it reverts.
    const error = await nodeClient()
      .public.call({ account: ADDRESS, data: '0x60006000fd' })
      .catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('ExecutionRevertedError');
  });

  it('maps the node message for a nonce too low', async () => {
    const { wallet, public: reader } = nodeClient();
    const hash = await wallet.sendTransaction({ chain, to: ANVIL_ACCOUNTS[1].address, value: 1n });
    await reader.waitForTransactionReceipt({ hash });
    const error = await wallet
      .sendTransaction({ chain, to: ANVIL_ACCOUNTS[1].address, value: 1n, nonce: 0 })
      .catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('NonceTooLowError');
  });

  it('maps the node message for a fee cap below the base fee', async () => {
    const error = await nodeClient()
      .wallet.sendTransaction({
        chain,
        to: ANVIL_ACCOUNTS[1].address,
        value: 1n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 1n,
      })
      .catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('FeeCapTooLowError');
  });

  it('maps the node message for intrinsic gas too low', async () => {
    const error = await nodeClient()
      .wallet.sendTransaction({ chain, to: ANVIL_ACCOUNTS[1].address, value: 1n, gas: 1000n })
      .catch((e: unknown) => e);
    expect(describeChainError(error).name).toBe('IntrinsicGasTooLowError');
  });

  it('reads "Unknown error" for anything unrecognised', () => {
    expect(describeChainError(new Error('something odd')).message).toBe('Unknown error');
    expect(describeChainError(undefined).message).toBe('Unknown error');
  });
});
