/**
 * The operator's bundler is used for the caller's own smart account only: a user operation
 * whose sender is anyone else's account is refused before it reaches the bundler, and one user
 * may send only so many bundler requests per window. The chain is a real anvil with the
 * ERC-4337 factory deployed; the bundler is a loopback JSON-RPC endpoint that records what
 * reaches it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deployAaContracts } from '@wallet-kit/local-stack/aa-contracts';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { createPublicClient, http, parseAbi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_ACCOUNT } from './smart-account-routes.js';
import { logIn, newDeviceId, serviceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
const CHAIN = 'eip155:31337';
let anvil: AnvilNode;
let inbox: SmtpInbox;
let service: LocalWalletService;
let bundler: Server;
let factory: Address;
const received: { method: string; params: unknown[] }[] = [];

beforeAll(async () => {
  anvil = await startAnvil();
  ({ accountFactory: factory } = await deployAaContracts({
    rpcUrl: anvil.rpcUrl,
    from: ANVIL_ACCOUNTS[0]!.address as Address,
  }));
  bundler = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      received.push(call);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x01' }));
    });
  });
  await new Promise<void>((resolve) => bundler.listen(0, '127.0.0.1', resolve));
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    rpcUrls: { [CHAIN]: anvil.rpcUrl },
    limits: { bundlerPerUser: { limit: 4, windowMs: 3600_000 } },
    env: {
      SMART_ACCOUNT_NETWORKS: JSON.stringify({
        [CHAIN]: {
          bundlerUrl: `http://127.0.0.1:${(bundler.address() as AddressInfo).port}`,
          factory,
        },
      }),
    },
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  bundler?.close();
  await anvil?.stop();
});

async function userWithWallet(owner: Address) {
  const client = serviceClient(service.url, { project: 'demo', host: HOST });
  const session = (
    await logIn(client, inbox, `aa-${owner}-${Date.now()}@example.com`, newDeviceId())
  ).body as { accessToken: string };
  const saved = await client.post(
    '/v1/wallet',
    {
      addresses: { eip155: owner, solana: '11111111111111111111111111111111' },
      authShare: 'auth',
    },
    session.accessToken,
  );
  expect(saved.status).toBeLessThan(300);
  return { client, token: session.accessToken };
}

const accountOf = (owner: Address) =>
  createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
    address: factory,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner, 0n],
  });

const userOperation = (sender: Address) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'eth_sendUserOperation',
  params: [{ sender, nonce: '0x0', callData: '0x', signature: '0x' }, ENTRY_POINT],
});
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';
const bundlerPath = `/v1/smart-accounts/${CHAIN}/bundler`;

describe('the bundler route', () => {
  it("a user operation whose sender is someone else's account never reaches the bundler", async () => {
    const victim = ANVIL_ACCOUNTS[2]!.address as Address;
    const { client, token } = await userWithWallet(ANVIL_ACCOUNTS[1]!.address as Address);
    const before = received.length;
    const answer = await client.post(bundlerPath, userOperation(await accountOf(victim)), token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: NOT_YOUR_ACCOUNT });
    expect(received.length).toBe(before);
  });

  it("the caller's own smart account is forwarded", async () => {
    const owner = '0x00000000000000000000000000000000000a11ce';
    const { client, token } = await userWithWallet(owner);
    const answer = await client.post(bundlerPath, userOperation(await accountOf(owner)), token);
    expect(answer.status).toBe(200);
    expect(received.at(-1)?.method).toBe('eth_sendUserOperation');
  });

  it('one user may send only so many bundler requests per window', async () => {
    const owner = '0x00000000000000000000000000000000000b0b00';
    const { client, token } = await userWithWallet(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const call = { jsonrpc: '2.0', id: i, method: 'eth_chainId', params: [] };
      statuses.push((await client.post(bundlerPath, call, token)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
