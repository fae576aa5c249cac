/**
 * The store's decisions, run on both databases it supports: PGlite in the process and a real
 * PostgreSQL server. The same queries must decide the same way on each.
 */
import { randomUUID } from 'node:crypto';
import { startPostgres, type PostgresServer } from '@wallet-kit/local-stack/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import type { WalletDatabase } from './schema.js';
import { createWalletStore, type WalletStore } from './store.js';

let postgres: PostgresServer;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
});

const databases = [
  { name: 'PGlite', open: async () => ({}) },
  {
    name: 'PostgreSQL',
    open: async () => ({ databaseUrl: await postgres.createDatabase('store_test') }),
  },
];

describe.each(databases)('the wallet store on $name', ({ name, open }) => {
  let store: WalletStore;
  const now = new Date('2030-01-01T00:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    const { db, kind } = await openDatabase<WalletDatabase>(await open());
    expect(kind).toBe(name === 'PGlite' ? 'pglite' : 'postgres');
    store = createWalletStore(db);
    await store.migrate();
  }, 60_000);

  afterAll(async () => {
    await store?.close();
  });

  it('applying the migrations twice changes nothing', async () => {
    await expect(store.migrate()).resolves.toBeUndefined();
  });

  it('seeding projects replaces their origins', async () => {
    await store.seedProjects({ alpha: ['http://a.test', 'http://b.test'] });
    await store.seedProjects({ alpha: ['http://c.test'] });
    expect(await store.projectOrigins('alpha')).toEqual(['http://c.test']);
    expect(await store.projectOrigins('nobody')).toBeUndefined();
  });

  it('seeding the projects the table already holds writes nothing', async () => {
    await store.seedProjects({ alpha: ['http://a.test', 'http://b.test'], beta: [] });
    // xmin is the transaction that wrote a row: a row deleted and inserted again gets a new one.
    const written = async () =>
      (
        await sql<{ row: string; xmin: string }>`
          select id as row, xmin::text as xmin from projects
          union all
          select project_id || ' ' || origin, xmin::text from project_origins
          order by 1`.execute(store.db)
      ).rows;
    const before = await written();
    await store.seedProjects({ beta: [], alpha: ['http://b.test', 'http://a.test'] });
    expect(await written()).toEqual(before);
    expect(await store.projectOrigins('alpha')).toEqual(['http://a.test', 'http://b.test']);
    // A change is still written.
    await store.seedProjects({ alpha: ['http://a.test'], beta: [] });
    expect(await store.projectOrigins('alpha')).toEqual(['http://a.test']);
  });

  it('a project removed from the configuration is removed from the table', async () => {
    await store.seedProjects({ alpha: ['http://a.test'], beta: ['http://b.test'] });
    await store.seedProjects({ alpha: ['http://a.test'] });
    expect(await store.projectOrigins('beta')).toBeUndefined();
    expect(await store.projectOrigins('alpha')).toEqual(['http://a.test']);
  });

  it('a user is created once per address', async () => {
    const first = await store.ensureUser('one@example.com', randomUUID());
    const second = await store.ensureUser('one@example.com', randomUUID());
    expect(second.id).toBe(first.id);
  });

  it('a code is used only once', async () => {
    const id = randomUUID();
    await store.insertCode({
      id,
      email: 'code@example.com',
      purpose: 'login',
      codeHash: 'ab',
      expiresAt: later(60_000),
      now,
    });
    expect(await store.consumeCode(id, now, 5)).toBe(true);
    expect(await store.consumeCode(id, now, 5)).toBe(false);
    expect(await store.latestCode({ email: 'code@example.com', purpose: 'login' })).toBeUndefined();
  });

  it('wrong attempts stop counting at the limit and lock the code', async () => {
    const id = randomUUID();
    await store.insertCode({
      id,
      email: 'wrong@example.com',
      purpose: 'login',
      codeHash: 'ab',
      expiresAt: later(60_000),
      now,
    });
    const counts = [];
    for (let i = 0; i < 6; i++) counts.push(await store.countWrongAttempt(id, 5));
    expect(counts).toEqual([1, 2, 3, 4, 5, 5]);
    expect(await store.consumeCode(id, now, 5)).toBe(false);
  });

  it('a refresh token rotates once, and showing the replaced one revokes the session', async () => {
    const user = await store.ensureUser('session@example.com', randomUUID());
    const id = randomUUID();
    await store.insertSession({
      id,
      userId: user.id,
      projectId: 'alpha',
      deviceId: 'device-1',
      newDevice: true,
      refreshHash: 'r1',
      expiresAt: later(3600_000),
      now,
    });
    expect((await store.rotateRefresh('r1', 'r2', now))?.id).toBe(id);
    expect(await store.rotateRefresh('r1', 'r3', now)).toBeUndefined();
    expect(await store.revokeByReplacedRefresh('r1', now)).toBe(true);
    expect((await store.findSession(id))?.revokedAt).toEqual(now);
    expect(await store.rotateRefresh('r2', 'r4', now)).toBeUndefined();
  });

  it('an expired session cannot be refreshed', async () => {
    const user = await store.ensureUser('expired@example.com', randomUUID());
    await store.insertSession({
      id: randomUUID(),
      userId: user.id,
      projectId: 'alpha',
      deviceId: 'device-1',
      newDevice: false,
      refreshHash: 'old-1',
      expiresAt: later(1000),
      now,
    });
    expect(await store.rotateRefresh('old-1', 'old-2', later(2000))).toBeUndefined();
  });

  it('a send slot is taken once per interval and says how long is left', async () => {
    expect(await store.claimSendSlot('login:x', now, 30_000)).toEqual({ claimed: true });
    expect(await store.claimSendSlot('login:x', later(10_500), 30_000)).toEqual({
      claimed: false,
      retryAfterMs: 19_500,
    });
    expect(await store.claimSendSlot('login:x', later(30_000), 30_000)).toEqual({ claimed: true });
  });

  it('rate-limit hits count per key and time slot', async () => {
    expect(await store.hit('k', now)).toBe(1);
    expect(await store.hit('k', now)).toBe(2);
    expect(await store.hit('k', later(60_000))).toBe(1);
    expect(await store.hit('other', now)).toBe(1);
  });

  it('counters in one statement count in order and stop after the first past its limit', async () => {
    const counters = [
      { key: 'order-ip', windowStart: now, limit: 1 },
      { key: 'order-address', windowStart: now, limit: 5 },
    ];
    expect(await store.hitInOrder(counters)).toEqual([1, 1]);
    // The first is now past its limit: the second is not counted.
    expect(await store.hitInOrder(counters)).toEqual([2]);
    expect(await store.hitInOrder(counters)).toEqual([3]);
    expect(await store.hit('order-address', now)).toBe(2);
    // A new window counts from one again.
    expect(
      await store.hitInOrder(
        counters.map((counter) => ({ ...counter, windowStart: later(60_000) })),
      ),
    ).toEqual([1, 1]);
  });

  it('the send slot and its counters in one statement: counted only when the slot is taken', async () => {
    const counters = [
      { key: 'slot-ip', windowStart: now, limit: 2 },
      { key: 'slot-address', windowStart: now, limit: 10 },
    ];
    expect(await store.claimSendSlotAndHit('login:slot', now, 30_000, counters)).toEqual({
      claimed: true,
      counts: [1, 1],
    });
    expect(await store.claimSendSlotAndHit('login:slot', later(10_500), 30_000, counters)).toEqual({
      claimed: false,
      retryAfterMs: 19_500,
    });
    // The refused claim counted nothing.
    expect(await store.hit('slot-ip', now)).toBe(2);
    expect(await store.claimSendSlotAndHit('login:slot', later(30_000), 30_000, counters)).toEqual({
      claimed: true,
      counts: [3],
    });
    expect(await store.hit('slot-address', now)).toBe(2);
  });

  it('a counter and the newest unused code in one statement', async () => {
    const counter = { key: 'verify-ip:code', windowStart: now, limit: 10 };
    const query = { email: 'latest@example.com', purpose: 'login' as const };
    expect(await store.hitAndLatestCode(counter, query)).toEqual({ count: 1, code: undefined });
    for (const [id, at] of [
      ['older', now],
      ['newer', later(1000)],
    ] as const) {
      await store.insertCode({
        id,
        email: query.email,
        purpose: 'login',
        deviceId: 'd',
        codeHash: `hash-${id}`,
        expiresAt: later(600_000),
        now: at,
      });
    }
    const read = await store.hitAndLatestCode(counter, query);
    expect(read.count).toBe(2);
    expect(read.code).toMatchObject({ id: 'newer', codeHash: 'hash-newer', attempts: 0 });
    expect(read.code?.expiresAt).toEqual(later(600_000));
    expect(await store.consumeCode('newer', later(2000), 5)).toBe(true);
    // A used newest code leaves none: the older one no longer counts.
    expect(await store.hitAndLatestCode(counter, query)).toEqual({ count: 3, code: undefined });
  });

  it('pruning deletes counters, codes and links older than a day, and keeps recent ones', async () => {
    const dayLater = later(25 * 3600_000);
    await store.hit('old-key', now);
    await store.hit('new-key', later(24.5 * 3600_000));
    const user = await store.ensureUser('prune@example.com', randomUUID());
    await store.insertDeviceApproval({
      tokenHash: 'old-link',
      userId: user.id,
      deviceId: 'd',
      expiresAt: now,
    });
    await store.prune(dayLater);
    const keys = await store.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).not.toContain('old-key');
    expect(keys.map((row) => row.key)).toContain('new-key');
    const links = await store.db.selectFrom('device_approvals').select('token_hash').execute();
    expect(links.map((row) => row.token_hash)).not.toContain('old-link');
    const codes = await store.db
      .selectFrom('email_codes')
      .select('id')
      .where('expires_at', '<', later(3600_000))
      .execute();
    expect(codes).toEqual([]);
  });

  it('a user gets one wallet', async () => {
    const user = await store.ensureUser('wallet@example.com', randomUUID());
    const wallet = { addresses: { eip155: '0x1' }, authShare: 'a', recoveryShare: 'r' };
    expect(await store.insertWallet(user.id, wallet)).toBe(true);
    expect(await store.insertWallet(user.id, { ...wallet, authShare: 'b' })).toBe(false);
    expect(await store.findWallet(user.id)).toEqual(wallet);
  });

  it("a session is read with its user's wallet in one statement", async () => {
    const user = await store.ensureUser('session-wallet@example.com', randomUUID());
    const id = randomUUID();
    await store.insertSession({
      id,
      userId: user.id,
      projectId: 'alpha',
      deviceId: 'device-1',
      newDevice: true,
      refreshHash: `r-${id}`,
      expiresAt: later(3600_000),
      now,
    });
    const session = await store.findSession(id);
    expect(await store.findSessionWithWallet(id)).toEqual({ session, wallet: undefined });
    const wallet = { addresses: { eip155: '0x2' }, authShare: 'a', recoveryShare: null };
    await store.insertWallet(user.id, wallet);
    expect(await store.findSessionWithWallet(id)).toEqual({ session, wallet });
    await store.revokeSession(id, later(1000));
    expect((await store.findSessionWithWallet(id))?.session.revokedAt).toEqual(later(1000));
    expect(await store.findSessionWithWallet(randomUUID())).toBeUndefined();
  });

  it('an email change to an address another user holds is refused', async () => {
    const mover = await store.ensureUser('mover@example.com', randomUUID());
    await store.ensureUser('taken@example.com', randomUUID());
    expect(await store.changeEmail(mover.id, 'taken@example.com')).toBe(false);
    expect(await store.changeEmail(mover.id, 'free@example.com')).toBe(true);
    expect((await store.findUserById(mover.id))?.email).toBe('free@example.com');
  });

  it("a device's first login is new, the next is not", async () => {
    const user = await store.ensureUser('device@example.com', randomUUID());
    expect(await store.recordLogin(user.id, 'dev-a', now)).toEqual({ newDevice: true });
    expect(await store.recordLogin(user.id, 'dev-a', now)).toEqual({ newDevice: false });
    await store.approveDevice(user.id, 'dev-b', now);
    expect(await store.isDeviceApproved(user.id, 'dev-b')).toBe(true);
    expect(await store.recordLogin(user.id, 'dev-b', now)).toEqual({ newDevice: true });
  });

  it('a device link works once and not after it expires', async () => {
    const user = await store.ensureUser('link@example.com', randomUUID());
    await store.insertDeviceApproval({
      tokenHash: 't1',
      userId: user.id,
      deviceId: 'd',
      expiresAt: later(1000),
    });
    await store.insertDeviceApproval({
      tokenHash: 't2',
      userId: user.id,
      deviceId: 'd',
      expiresAt: later(1000),
    });
    expect(await store.useDeviceApproval('t1', now)).toEqual({ userId: user.id, deviceId: 'd' });
    expect(await store.useDeviceApproval('t1', now)).toBeUndefined();
    expect(await store.useDeviceApproval('t2', later(1000))).toBeUndefined();
  });
});
