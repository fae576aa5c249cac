/**
 * Farcaster fixation across devices, run against the real wallet service: an attacker starts a
 * Farcaster login with his own device and secret, sends the visitor his connect link, she
 * approves it in her Farcaster app, and his finish gets her fid and a new-device session. No
 * value can tell his browser from hers (see docs/security.md, "Logins bound to the browser that
 * started them"), so what must hold is that this session cannot rebuild her key: with passkey
 * recovery it gets the auth share and ciphertexts it cannot open; with custodial recovery an
 * account that has no email (every Farcaster account) is handed no recovery share at all.
 * Peers on loopback: anvil holding the IdRegistry, a Farcaster app signing with the fid's
 * custody key, SMTP, the separate recovery-key process.
 */
import { startAnvil, type AnvilNode, ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { farcasterApp, type FarcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { createHash, randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  combineShares,
  newSeed,
  newShareFrom,
  splitSeed,
  walletAddresses,
  walletKeys,
} from '../frame/keys.js';
import { sealShare as sealWithPasskey, toBase64Url } from '../frame/passkey-seal.js';
import {
  runRecoveryKeyService,
  type RunningRecoveryKeyService,
} from '../recovery-key-service/recovery-key-service.js';
import { openShare } from './secrets.js';
import { newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';
import { CUSTODIAL_NEEDS_EMAIL } from './wallet-routes.js';

const HOST = 'http://localhost:5173';
const FID = 5151;
const custodyKey = generatePrivateKey();
const SLOW = { timeout: 120_000 };
let anvil: AnvilNode;
let inbox: SmtpInbox;
let visitorApp: FarcasterApp;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10 });
  const deployer = ANVIL_ACCOUNTS[0].address;
  await installIdRegistry(anvil.rpcUrl, deployer);
  await registerFid(anvil.rpcUrl, deployer, FID, privateKeyToAccount(custodyKey).address);
  inbox = await startSmtpInbox();
}, 180_000);

afterAll(async () => {
  await inbox?.stop();
  await anvil?.stop();
});

interface Session {
  accessToken: string;
  user: { id: string; fid: number };
  newDevice: boolean;
}

/** A Farcaster login started by a frame (its own device and secret), approved by `approve`. */
async function farcasterLogin(
  client: ServiceClient,
  approve: (url: string) => Promise<unknown>,
): Promise<Session> {
  const deviceId = newDeviceId();
  const secret = randomBytes(32).toString('base64url');
  const binding = createHash('sha256').update(secret).digest('base64url');
  const started = await client.post('/v1/farcaster/start', { deviceId, binding });
  expect(started.status).toBe(200);
  await approve(started.body.url);
  const done = await client.post('/v1/farcaster/finish', {
    channelToken: started.body.channelToken,
    deviceId,
    secret,
  });
  expect(done.status).toBe(200);
  return done.body;
}

/**
 * The attack: the attacker's frame starts the login; the link he sends is approved in the
 * visitor's Farcaster app. His finish gets her account on a device that is new to it.
 */
async function fixatedSession(client: ServiceClient, victim: Session): Promise<Session> {
  const attacker = await farcasterLogin(client, (url) => visitorApp.approve(url));
  expect(attacker.user.id).toBe(victim.user.id);
  expect(attacker.newDevice).toBe(true);
  return attacker;
}

/** Every pair among the texts the session was given, combined; the addresses they rebuild. */
async function addressesRebuiltFrom(texts: string[]): Promise<Set<string>> {
  const rebuilt = new Set<string>();
  for (const first of texts) {
    for (const second of texts) {
      if (first === second) continue;
      try {
        rebuilt.add(walletAddresses(await walletKeys(await combineShares(first, second))).eip155);
      } catch {
        // not two shares of one seed
      }
    }
  }
  return rebuilt;
}

/** The wallet service for these attacks, its client, and the visitor's Farcaster app on it. */
async function startFixationService(env: Record<string, string> = {}) {
  const service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    env: { FARCASTER_RPC_URL: anvil.rpcUrl, ...env },
  });
  const client = serviceClient(service.url, { project: 'demo', host: HOST });
  const visitorApp = farcasterApp({
    relayUrl: service.url,
    rpcUrl: anvil.rpcUrl,
    fid: FID,
    username: 'alice',
    custodyKey,
  });
  return { service, client, visitorApp };
}

describe('Farcaster fixation with passkey recovery (the default)', () => {
  let service: LocalWalletService;
  let client: ServiceClient;

  beforeAll(async () => {
    ({ service, client, visitorApp } = await startFixationService());
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
  });

  it('a fixated Farcaster session cannot rebuild a passkey-sealed wallet', SLOW, async () => {
    // The visitor's own device: her login, her wallet, sealed with her passkey.
    const visitor = await farcasterLogin(client, (url) => visitorApp.approve(url));
    const seed = newSeed();
    const shares = await splitSeed(seed);
    const addresses = walletAddresses(await walletKeys(seed));
    expect(
      (await client.post('/v1/wallet', { addresses, authShare: shares.auth }, visitor.accessToken))
        .status,
    ).toBe(201);
    const prfOutput = crypto.getRandomValues(new Uint8Array(32));
    const credentialId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    const sealedShare = await sealWithPasskey(
      prfOutput,
      await newShareFrom(shares.device, shares.auth),
      { userId: visitor.user.id, credentialId },
    );
    const prfSalt = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    expect(
      (
        await client.post(
          '/v1/wallet/passkeys',
          { credentialId, prfSalt, sealedShare },
          visitor.accessToken,
        )
      ).status,
    ).toBe(201);

    const attacker = await fixatedSession(client, visitor);
    const wallet = await client.get('/v1/wallet', attacker.accessToken);
    expect(wallet.status).toBe(200);
    expect(wallet.body.recoveryShare).toBeUndefined();
    const recovery = await client.post('/v1/wallet/recovery', {}, attacker.accessToken);
    expect(recovery.status).toBe(200);
    // Everything he was given, and everything any key of the service's environment opens of it.
    const given: string[] = [
      wallet.body.authShare,
      ...recovery.body.passkeys.flatMap((passkey: Record<string, string>) =>
        Object.values(passkey),
      ),
    ];
    const candidates = [...given];
    for (const text of given) {
      for (const value of Object.values(service.env)) {
        for (const key of [Buffer.from(value, 'hex'), Buffer.from(value, 'base64url')]) {
          if (key.length !== 32) continue;
          try {
            candidates.push(openShare(Uint8Array.from(key), 'recovery', visitor.user.id, text));
          } catch {
            // does not open
          }
        }
      }
    }
    expect(candidates.length).toBe(given.length);
    expect((await addressesRebuiltFrom(candidates)).has(addresses.eip155)).toBe(false);
  });
});

describe('Farcaster fixation with custodial recovery', () => {
  const recoveryKey = crypto.getRandomValues(new Uint8Array(32));
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  let recoveryService: RunningRecoveryKeyService;
  let service: LocalWalletService;
  let client: ServiceClient;

  beforeAll(async () => {
    recoveryService = await runRecoveryKeyService({
      host: '127.0.0.1',
      port: 0,
      recoveryKey,
      token,
    });
    ({ service, client, visitorApp } = await startFixationService({
      WALLET_RECOVERY: 'custodial',
      RECOVERY_KEY_SERVICE_URL: recoveryService.url,
      RECOVERY_KEY_SERVICE_TOKEN: token,
    }));
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
    await recoveryService?.stop();
  });

  it(
    'custodial recovery is not handed to a new device of an account without an email',
    SLOW,
    async () => {
      const visitor = await farcasterLogin(client, (url) => visitorApp.approve(url));
      const seed = newSeed();
      const shares = await splitSeed(seed);
      const addresses = walletAddresses(await walletKeys(seed));
      const created = await client.post(
        '/v1/wallet',
        { addresses, authShare: shares.auth, recoveryShare: shares.recovery },
        visitor.accessToken,
      );
      expect(created.status).toBe(201);

      const attacker = await fixatedSession(client, visitor);
      const wallet = await client.get('/v1/wallet', attacker.accessToken);
      expect(wallet.status).toBe(200);
      expect(wallet.body.recoveryShare).toBeUndefined();
      expect(wallet.body.recoveryUnavailable).toBe(CUSTODIAL_NEEDS_EMAIL);
      const given = Object.values(wallet.body).filter((v): v is string => typeof v === 'string');
      expect((await addressesRebuiltFrom(given)).has(addresses.eip155)).toBe(false);
      // The visitor's own device still opens the wallet with its auth share.
      const own = await client.get('/v1/wallet', visitor.accessToken);
      expect(own.body.authShare).toBe(shares.auth);
    },
  );
});
