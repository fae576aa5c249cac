/**
 * Who can rebuild a visitor's key, attacked against running services (PGlite in a folder the
 * attacker copies). An attacker holding a copy of the database and every variable of the wallet
 * service's environment rebuilds no wallet, passkey-sealed or custodial; a session of a new
 * device receives nothing it can open without the visitor's passkey; each hand-out of recovery
 * material is mailed to the visitor. See docs/security.md ("Custody model").
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { databaseScratchRoot } from '@wallet-kit/local-stack/scratch-root';
import { join } from 'node:path';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { codeFrom } from '@wallet-kit/local-stack/smtp';
import { mailTime } from './device-label.js';
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
import type { WalletDatabase } from './schema.js';
import { openShare, type ShareKind } from './secrets.js';
import { logIn, newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';
import { NO_PASSKEY, NOT_A_NEW_DEVICE, PASSKEY_ONLY } from './wallet-routes.js';

const HOST = 'http://localhost:5173';
/** Codes and links as fast as the test asks for them. */
const FAST_MAIL = {
  resendIntervalMs: 0,
  sendsPerAddress: { limit: 1000, windowMs: 60_000 },
  sendsPerIp: { limit: 1000, windowMs: 60_000 },
};
let inbox: SmtpInbox;
let service: LocalWalletService;
let client: ServiceClient;
let dataDir: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  dataDir = mkdtempSync(join(databaseScratchRoot(), 'wallet-custody-'));
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    dataDir,
    limits: FAST_MAIL,
  });
  client = serviceClient(service.url, { project: 'demo', host: HOST });
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every 32-byte key an environment holds (hex or base64), as the service would decode it. */
function keysIn(env: Record<string, string>): Uint8Array[] {
  const keys: Uint8Array[] = [];
  for (const value of Object.values(env)) {
    if (/^[0-9a-fA-F]{64}$/.test(value)) keys.push(Uint8Array.from(Buffer.from(value, 'hex')));
    const base64 = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (base64.length === 32) keys.push(Uint8Array.from(base64));
    const raw = Buffer.from(value);
    if (raw.length === 32) keys.push(Uint8Array.from(raw));
  }
  return keys;
}

/**
 * The attack: every text in the copied database that any key of the environment opens as a
 * share, then every pair of them combined; the addresses those pairs rebuild.
 */
async function addressesRebuiltFromCopy(copyDir: string, env: Record<string, string>) {
  const { db } = await openDatabase<WalletDatabase>({ dataDir: copyDir });
  const texts: { userId: string; text: string }[] = [];
  try {
    for (const table of ['wallets', 'wallet_passkeys'] as const) {
      const rows = await db
        .selectFrom(table as 'wallets')
        .selectAll()
        .execute()
        .catch(() => []);
      for (const row of rows as unknown as Record<string, unknown>[]) {
        for (const value of Object.values(row)) {
          if (typeof value === 'string') texts.push({ userId: String(row.user_id), text: value });
        }
      }
    }
  } finally {
    await db.destroy();
  }
  const opened: string[] = [];
  for (const { userId, text } of texts) {
    for (const key of keysIn(env)) {
      for (const kind of ['auth', 'recovery'] as ShareKind[]) {
        try {
          opened.push(openShare(key, kind, userId, text));
        } catch {
          // not this key, not this kind
        }
      }
    }
  }
  const rebuilt = new Set<string>();
  for (const first of opened) {
    for (const second of opened) {
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

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

interface Session {
  accessToken: string;
  user: { id: string };
  newDevice: boolean;
}

/** A second browser: the code from the inbox, typed into that browser. */
async function logInOnNewDevice(target: ServiceClient, email: string): Promise<Session> {
  const device = newDeviceId();
  const after = new Date();
  expect((await target.start(email, device)).body.action).toBe('VERIFY_OTP');
  const code = codeFrom(await inbox.waitForMessage({ to: email, after }));
  const verified = await target.verify(email, device, code);
  expect(verified.body.newDevice).toBe(true);
  return verified.body;
}

/** A wallet made as the frame makes it, sealed with a passkey whose PRF output only the visitor has. */
async function passkeySealedWallet(target: ServiceClient, session: Session) {
  const seed = newSeed();
  const shares = await splitSeed(seed);
  const addresses = walletAddresses(await walletKeys(seed));
  expect(
    (await target.post('/v1/wallet', { addresses, authShare: shares.auth }, session.accessToken))
      .status,
  ).toBe(201);
  const prfOutput = crypto.getRandomValues(new Uint8Array(32));
  const credentialId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const recovery = await newShareFrom(shares.device, shares.auth);
  const sealedShare = await sealWithPasskey(prfOutput, recovery, {
    userId: session.user.id,
    credentialId,
  });
  const prfSalt = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  expect(
    (
      await target.post(
        '/v1/wallet/passkeys',
        { credentialId, prfSalt, sealedShare },
        session.accessToken,
      )
    ).status,
  ).toBe(201);
  return { addresses, shares, prfOutput, credentialId };
}

async function withCopy<T>(dir: string, work: (copy: string) => Promise<T>): Promise<T> {
  const copy = mkdtempSync(join(databaseScratchRoot(), 'wallet-custody-copy-'));
  try {
    cpSync(dir, copy, { recursive: true });
    // The running service's lock is no data: a thief's copy is opened by the thief's process.
    rmSync(join(copy, 'wallet-kit.lock'), { force: true });
    return await work(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const SLOW = { timeout: 120_000 };

describe('custody with passkey recovery (the default)', () => {
  it(
    'a copy of the database plus the wallet service environment cannot rebuild a passkey-sealed wallet',
    SLOW,
    async () => {
      const session = (await logIn(client, inbox, 'custody@example.com', newDeviceId())).body;
      const { addresses } = await passkeySealedWallet(client, session);
      const rebuilt = await withCopy(dataDir, (copy) =>
        addressesRebuiltFromCopy(copy, service.env),
      );
      expect(rebuilt.has(addresses.eip155)).toBe(false);
      expect(service.env.WALLET_RECOVERY_KEY).toBeUndefined();
    },
  );

  it(
    'a new device session receives no recovery share it can open without the passkey',
    SLOW,
    async () => {
      const email = 'new-device@example.com';
      const first = (await logIn(client, inbox, email, newDeviceId())).body;
      const { addresses } = await passkeySealedWallet(client, first);
      const second = await logInOnNewDevice(client, email);
      const wallet = (await client.get('/v1/wallet', second.accessToken)).body;
      expect(wallet.recoveryShare).toBeUndefined();
      const recovery = await client.post('/v1/wallet/recovery', {}, second.accessToken);
      expect(recovery.status).toBe(200);
      // Everything the session was given, opened with every key of the service's environment.
      const given = [
        wallet.authShare,
        ...recovery.body.passkeys.flatMap((passkey: Record<string, string>) =>
          Object.values(passkey),
        ),
      ];
      const candidates = [...given];
      for (const text of given) {
        for (const key of keysIn(service.env)) {
          try {
            candidates.push(openShare(key, 'recovery', second.user.id, text));
          } catch {
            // does not open
          }
        }
      }
      for (const candidate of candidates) {
        if (candidate === wallet.authShare) continue;
        const address = await combineShares(wallet.authShare, candidate)
          .then(async (seed) => walletAddresses(await walletKeys(seed)).eip155)
          .catch(() => undefined);
        expect(address).not.toBe(addresses.eip155);
      }
    },
  );

  it('a device that is not newly signed in gets no sealed recovery share', SLOW, async () => {
    const device = newDeviceId();
    const first = (await logIn(client, inbox, 'known@example.com', device)).body;
    await passkeySealedWallet(client, first);
    // The device that made the wallet logs in again: a known device.
    const session = (await logIn(client, inbox, 'known@example.com', device)).body;
    expect(session.newDevice).toBe(false);
    const answer = await client.post('/v1/wallet/recovery', {}, session.accessToken);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(NOT_A_NEW_DEVICE);
  });

  it('a new device is told when the wallet has no passkey', SLOW, async () => {
    const email = 'no-passkey@example.com';
    const first = (await logIn(client, inbox, email, newDeviceId())).body;
    const seed = newSeed();
    const shares = await splitSeed(seed);
    const addresses = walletAddresses(await walletKeys(seed));
    await client.post('/v1/wallet', { addresses, authShare: shares.auth }, first.accessToken);
    const second = await logInOnNewDevice(client, email);
    const answer = await client.post('/v1/wallet/recovery', {}, second.accessToken);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(NO_PASSKEY);
  });

  it('a recovery share the service could open is refused', SLOW, async () => {
    const session = (await logIn(client, inbox, 'plain@example.com', newDeviceId())).body;
    const shares = await splitSeed(newSeed());
    const answer = await client.post(
      '/v1/wallet',
      {
        addresses: {
          eip155: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
          solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        },
        authShare: shares.auth,
        recoveryShare: shares.recovery,
      },
      session.accessToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(PASSKEY_ONLY);
    expect((await client.get('/v1/wallet', session.accessToken)).body).toMatchObject({
      wallet: null,
    });
  });

  it(
    'a new device handed the recovery mails the visitor naming the browser and the time, once',
    SLOW,
    async () => {
      const email = 'notified@example.com';
      const first = (await logIn(client, inbox, email, newDeviceId())).body;
      await passkeySealedWallet(client, first);
      const second = await logInOnNewDevice(client, email);
      const after = new Date();
      const recover = () =>
        client.call(
          'POST',
          '/v1/wallet/recovery',
          {},
          { Authorization: `Bearer ${second.accessToken}`, 'User-Agent': CHROME_ON_LINUX },
        );
      expect((await recover()).status).toBe(200);
      const mail = await inbox.waitForMessage({ to: email, after });
      expect(mail.subject).toBe('A new device is opening your wallet');
      expect(mail.text).toContain('Chrome on Linux');
      expect(mail.text).toContain(mailTime(after).slice(0, 11));
      expect(mail.text).toContain('only with your passkey');
      expect((await recover()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        inbox.messages.filter((m) => m.to.includes(email) && m.subject === mail.subject),
      ).toHaveLength(1);
    },
  );
});

describe('custody with custodial recovery (the operator holds a recovery key apart)', () => {
  const recoveryKey = crypto.getRandomValues(new Uint8Array(32));
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  let recoveryService: RunningRecoveryKeyService;
  let custodial: LocalWalletService;
  let custodialClient: ServiceClient;
  let custodialDir: string;

  beforeAll(async () => {
    recoveryService = await runRecoveryKeyService({
      host: '127.0.0.1',
      port: 0,
      recoveryKey,
      token,
    });
    custodialDir = mkdtempSync(join(databaseScratchRoot(), 'wallet-custodial-'));
    custodial = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      dataDir: custodialDir,
      limits: FAST_MAIL,
      env: {
        WALLET_RECOVERY: 'custodial',
        RECOVERY_KEY_SERVICE_URL: recoveryService.url,
        RECOVERY_KEY_SERVICE_TOKEN: token,
      },
    });
    custodialClient = serviceClient(custodial.url, { project: 'demo', host: HOST });
  }, 180_000);

  afterAll(async () => {
    await custodial?.stop();
    await recoveryService?.stop();
    rmSync(custodialDir, { recursive: true, force: true });
  });

  it(
    'a copy of the database plus the wallet service environment cannot rebuild a custodial wallet; the recovery process key is needed too',
    SLOW,
    async () => {
      const email = 'custodial@example.com';
      const session = (await logIn(custodialClient, inbox, email, newDeviceId())).body;
      const seed = newSeed();
      const shares = await splitSeed(seed);
      const addresses = walletAddresses(await walletKeys(seed));
      const created = await custodialClient.post(
        '/v1/wallet',
        { addresses, authShare: shares.auth, recoveryShare: shares.recovery },
        session.accessToken,
      );
      expect(created.status).toBe(201);
      const rebuilt = await withCopy(custodialDir, (copy) =>
        addressesRebuiltFromCopy(copy, custodial.env),
      );
      expect(rebuilt.has(addresses.eip155)).toBe(false);
      // The same attack does work once it also has the separate process's key: it is that key
      // alone the operator must keep apart.
      const withKey = await withCopy(custodialDir, (copy) =>
        addressesRebuiltFromCopy(copy, {
          ...custodial.env,
          RECOVERY_KEY: Buffer.from(recoveryKey).toString('hex'),
        }),
      );
      expect(withKey.has(addresses.eip155)).toBe(true);

      // A new device is given the recovery share (the custodial choice) and the visitor is mailed.
      const second = await logInOnNewDevice(custodialClient, email);
      const after = new Date();
      const wallet = (await custodialClient.get('/v1/wallet', second.accessToken)).body;
      expect(wallet.recovery).toBe('custodial');
      expect(await combineShares(wallet.authShare, wallet.recoveryShare)).toEqual(seed);
      const mail = await inbox.waitForMessage({ to: email, after });
      expect(mail.subject).toBe('A new device is opening your wallet');
    },
  );
});
