/**
 * A relay with FARCASTER_RELAY_AUTH_KEY set takes sign-ins only from an app that sends the key,
 * as the public relay does; the channel stays pending for anyone else.
 */
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { farcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RELAY_UNAUTHORIZED } from './farcaster-relay-routes.js';

const FID = 5;
const KEY = 'the-farcaster-apps-key';
const custodyKey = generatePrivateKey();
let anvil: AnvilNode;
let inbox: SmtpInbox;
let service: LocalWalletService;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10 });
  await installIdRegistry(anvil.rpcUrl, ANVIL_ACCOUNTS[0].address);
  await registerFid(
    anvil.rpcUrl,
    ANVIL_ACCOUNTS[0].address,
    FID,
    privateKeyToAccount(custodyKey).address,
  );
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: ['http://localhost:5173'] },
    smtpPort: inbox.port,
    env: { FARCASTER_RPC_URL: anvil.rpcUrl, FARCASTER_RELAY_AUTH_KEY: KEY },
  });
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  await anvil?.stop();
});

const app = (authKey?: string) =>
  farcasterApp({
    relayUrl: service.url,
    rpcUrl: anvil.rpcUrl,
    fid: FID,
    username: 'carol',
    custodyKey,
    ...(authKey ? { authKey } : {}),
  });

it('takes a sign-in only from an app sending the relay key', async () => {
  const created = await fetch(`${service.url}/v1/channel`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ siweUri: 'http://localhost:5173', domain: 'localhost:5173' }),
  });
  expect(created.status).toBe(201);
  const { url } = (await created.json()) as { url: string };
  expect(await app().approve(url)).toMatchObject({
    status: 401,
    body: { error: RELAY_UNAUTHORIZED },
  });
  expect(await app('a-wrong-key').approve(url)).toMatchObject({ status: 401 });
  expect((await app(KEY).approve(url)).status).toBe(201);
});
