/**
 * The kit's JSON-RPC client over fetch (the Solana adapter's reads and sends, with no web3.js
 * `Connection`, and WalletConnect's balance reads) keeps the same RPC limits as the eip155
 * one, against the local Solana chain behind the loopback proxy that injects HTTP failures,
 * Retry-After, delays and malformed answers.
 */
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startSolanaRpc,
  type SolanaRpc as SolanaNode,
} from '@wallet-kit/local-stack/solana/rpc-server';
import { describeChainError } from '../../runtime/src/core/chain-errors.js';
import { RPC_LIMITS } from '../../runtime/src/core/rpc-limits.js';
import { createSolanaRpc } from '../../runtime/src/solana/rpc/client.js';
import { readNativeBalance } from '../../runtime/src/walletconnect/balance.js';
import { JsonRpcError } from '../../runtime/src/core/json-rpc.js';
import { startRpcProxy, type RpcProxy } from '../fixtures/rpc-proxy/server.js';

const OWNER = Keypair.generate().publicKey;
let node: SolanaNode;
let proxy: RpcProxy;

beforeAll(async () => {
  node = await startSolanaRpc();
  node.airdrop(OWNER, 2n * BigInt(LAMPORTS_PER_SOL));
  proxy = await startRpcProxy(node.url);
});
afterAll(async () => {
  await proxy?.stop();
  await node?.stop();
});
afterEach(() => {
  proxy.heal();
  proxy.requests.length = 0;
});

const gap = () => proxy.requests[1]!.at - proxy.requests[0]!.at;

describe('Solana RPC client limits', () => {
  it('reads through the proxy when nothing fails', async () => {
    expect(await createSolanaRpc(proxy.url).getBalance(OWNER)).toBe(2n * BigInt(LAMPORTS_PER_SOL));
    expect(proxy.requests).toHaveLength(1);
  });

  it.each([408, 429, 500, 502, 503, 504])(
    'retries on HTTP %i and returns the answer of the retry',
    async (status) => {
      proxy.fail({ status });
      expect(await createSolanaRpc(proxy.url).getBalance(OWNER)).toBeGreaterThan(0n);
      expect(proxy.requests).toHaveLength(2);
    },
  );

  it('does not retry HTTP 400, and reads "HTTP status code: 400"', async () => {
    proxy.fail({ status: 400 });
    const error = await createSolanaRpc(proxy.url)
      .getBalance(OWNER)
      .catch((e: unknown) => e);
    expect(describeChainError(error)).toEqual({
      name: 'HttpRequestError',
      message: 'HTTP status code: 400',
    });
    expect(proxy.requests).toHaveLength(1);
  });

  it('makes 3 retries, then fails with the last HTTP status', async () => {
    proxy.failAlways({ status: 503 });
    const error = await createSolanaRpc(proxy.url, { retryDelayMs: 10 })
      .getBalance(OWNER)
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('HTTP status code: 503');
    expect(proxy.requests).toHaveLength(1 + RPC_LIMITS.retryCount);
  });

  it('waits at most 5 s for a Retry-After of an hour', { timeout: 20_000 }, async () => {
    proxy.fail({ status: 429, retryAfter: '3600' });
    await createSolanaRpc(proxy.url).getBalance(OWNER);
    expect(gap()).toBeGreaterThanOrEqual(4_950);
    expect(gap()).toBeLessThan(6_000);
  });

  it('gives up on a hung endpoint at the deadline of the whole call', async () => {
    proxy.failAlways({ delayMs: 10_000 });
    const started = Date.now();
    const error = await createSolanaRpc(proxy.url, { timeoutMs: 600, deadlineMs: 1_500 })
      .getBalance(OWNER)
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    // Two 600 ms attempts and a 150 ms wait; a second wait would end past the deadline.
    expect(elapsed).toBeGreaterThanOrEqual(1_300);
    expect(elapsed).toBeLessThanOrEqual(1_600);
    expect((error as Error).message).toMatch(
      /did not answer within 1.5 s \(2 attempts; last: .*timeout/,
    );
    expect(describeChainError(error).name).toBe('TimeoutError');
  });

  it('fails at once on a 200 answer that is not JSON', async () => {
    proxy.fail({ rawBody: { contentType: 'text/html', text: '<html>portal</html>' } });
    const error = await createSolanaRpc(proxy.url)
      .getBalance(OWNER)
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('The RPC endpoint answered with malformed JSON');
    expect(describeChainError(error).name).toBe('MalformedResponseError');
    expect(proxy.requests).toHaveLength(1);
  });

  it('does not retry a JSON-RPC error, and keeps the node code', async () => {
    proxy.fail({ rpcError: { code: -32602, message: 'Invalid param' } });
    const error = await createSolanaRpc(proxy.url)
      .getBalance(OWNER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect((error as JsonRpcError).code).toBe(-32602);
    expect((error as Error).message).toBe('getBalance: Invalid param');
    expect(proxy.requests).toHaveLength(1);
  });

  it('WalletConnect balance reads go through the same client: retried on 503, no retry of a non-JSON answer', async () => {
    const network = {
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      name: 'Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [proxy.url] } },
    } as unknown as Parameters<typeof readNativeBalance>[0];
    proxy.fail({ status: 503 });
    expect(await readNativeBalance(network, OWNER.toBase58())).toEqual({
      balance: '2',
      symbol: 'SOL',
    });
    expect(proxy.requests).toHaveLength(2);
    proxy.requests.length = 0;
    proxy.fail({ rawBody: { contentType: 'text/html', text: '<html>portal</html>' } });
    await expect(readNativeBalance(network, OWNER.toBase58())).rejects.toThrow(
      'The RPC endpoint answered with malformed JSON',
    );
    expect(proxy.requests).toHaveLength(1);
  });
});
