/**
 * Once the service answers, it runs a login's queries once, in a transaction it then rolls back:
 * the send slot with its counters of `/v1/email/start`, the code, the verify counter with the
 * newest code, the user, device and session of `/v1/email/verify`, the session with its wallet
 * that every wallet read takes, and the projects' origins every request
 * checks. On the embedded database the first run of each query shape loads its tables' and
 * indexes' catalogue entries and compiles the wasm code it takes, which made a fresh service's
 * first login start take hundreds of milliseconds (later ones tens; see docs/benchmarks.md).
 * Nothing it writes is kept, and it starts only after the start has finished, so the start's
 * time is unchanged; a request arriving meanwhile waits for it at most once.
 */
import { randomUUID } from 'node:crypto';
import type { Counter } from './rate-counters.js';
import { createWalletStore, type WalletStore } from './store.js';

class RolledBack extends Error {}

export async function warmUp(
  store: WalletStore,
  projectId: string | undefined,
  now: Date,
): Promise<void> {
  await store.projectOrigins(projectId ?? '');
  const email = `warm-up-${randomUUID()}@invalid`;
  const key = `warm-up:${randomUUID()}`;
  try {
    await store.db.transaction().execute(async (trx) => {
      const run = createWalletStore(trx);
      // The same statements as a login: the send slot with the network address's and the
      // recipient's counters, then the verify counter with the newest code.
      const counter = (part: string): Counter => ({
        key: `${key}:${part}`,
        windowStart: now,
        limit: 1,
      });
      await run.claimSendSlotAndHit(key, now, 60_000, [counter('ip'), counter('address')]);
      await run.insertCode({
        id: randomUUID(),
        email,
        purpose: 'login',
        deviceId: 'warm-up',
        codeHash: 'warm-up',
        expiresAt: now,
        now,
      });
      await run.hitAndLatestCode(counter('verify'), { email, purpose: 'login' });
      const user = await run.ensureUser(email, randomUUID());
      await run.recordLogin(user.id, 'warm-up', now);
      if (projectId) {
        const id = randomUUID();
        await run.insertSession({
          id,
          userId: user.id,
          projectId,
          deviceId: 'warm-up',
          newDevice: true,
          refreshHash: randomUUID(),
          expiresAt: now,
          now,
        });
        await run.findSessionWithWallet(id);
      }
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}
