import { coinTypeForChainId } from '@wallet-kit/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { offlineClient } from '../testing/eip155-sign-in.js';
import { createNamesHandler, type NamesHandlerOptions } from './handler.js';
import { openNameStore, type NameStore } from './name-store.js';

const DOMAIN = 'names.example';
const CHAIN_ID = 31337;
const COIN_TYPE = coinTypeForChainId(CHAIN_ID);

let store: NameStore;
beforeAll(async () => {
  store = await openNameStore();
}, 60_000);
afterAll(() => store.close());

function handler(overrides: Partial<NamesHandlerOptions> = {}) {
  return createNamesHandler({
    basePath: '/api/names',
    domain: DOMAIN,
    store,
    clients: { [`eip155:${CHAIN_ID}`]: offlineClient() },
    ...overrides,
  } as NamesHandlerOptions);
}

/** A registration body signed by `account`, its message written as a client of any kind would. */
async function registration(
  name: string,
  account = privateKeyToAccount(generatePrivateKey()),
  fields: Record<string, unknown> = { domain: DOMAIN },
) {
  const message = JSON.stringify({
    ...fields,
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  });
  const signature = await account.signMessage({ message });
  return { coinType: COIN_TYPE, address: account.address, signature, message };
}

const post = (handle: ReturnType<typeof handler>, body: unknown) =>
  handle(
    new Request(`https://${DOMAIN}/api/names/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** A body of `size` bytes served in 16 KB chunks, counting how much of it was read. */
function largeBody(size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= size) return controller.close();
      const chunk = new Uint8Array(16 * 1024).fill(0x20);
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('the names service under abuse', () => {
  it('one address holds at most the per-address cap of names', async () => {
    const handle = handler({ maxNamesPerAddress: 3 });
    const account = privateKeyToAccount(generatePrivateKey());
    for (const name of ['cap-one', 'cap-two', 'cap-three']) {
      expect((await post(handle, await registration(name, account)))?.status).toBe(201);
    }
    const refused = await post(handle, await registration('cap-four', account));
    expect(refused?.status).toBe(409);
    expect(((await refused?.json()) as { error: string }).error).toMatch(/at most 3 names/);
    expect(await store.find('cap-four')).toBeUndefined();
  }, 60_000);

  it('a registration signed for another service (domain) is refused', async () => {
    const body = await registration('elsewhere-name', undefined, { domain: 'names.other.example' });
    const answer = await post(handler(), body);
    expect(answer?.status).toBe(401);
    expect(((await answer?.json()) as { error: string }).error).toMatch(/another service/);
    expect(await store.find('elsewhere-name')).toBeUndefined();
  });

  it('a registration whose signed message names no service is refused', async () => {
    const answer = await post(handler(), await registration('nowhere-name', undefined, {}));
    expect(answer?.status).toBe(400);
    expect(await store.find('nowhere-name')).toBeUndefined();
  });

  it('a body declared over 32 KB is refused unread', async () => {
    const { stream, pulled } = largeBody(50 * 1024 * 1024);
    const answer = await handler()(
      new Request(`https://${DOMAIN}/api/names/account`, {
        method: 'POST',
        headers: { 'content-length': String(50 * 1024 * 1024) },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer?.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
  }, 30_000);

  it('a streamed body over 32 KB is refused once 32 KB were read, not read whole', async () => {
    const { stream, pulled } = largeBody(50 * 1024 * 1024);
    const answer = await handler()(
      new Request(`https://${DOMAIN}/api/names/account`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer?.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(96 * 1024);
  }, 30_000);
});
