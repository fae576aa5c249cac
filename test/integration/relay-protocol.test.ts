/**
 * The local relay on the wire, without the SDK in between: store-and-forward, no echo
 * to the publisher, batch methods, authentication, and malformed frames.
 */
import { createHash } from 'node:crypto';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Mailbox } from '@wallet-kit/local-stack/relay/mailbox';
import {
  connectRawClient,
  startRelay,
  type RawClientOptions,
  type RawRelayClient,
  type Relay,
} from '@wallet-kit/local-stack/relay';

const randomTopic = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex');
const publish = (client: RawRelayClient, topic: string, message: string) =>
  client.request('irn_publish', { topic, message, ttl: 300, tag: 1108 });

let relay: Relay;
const logs: string[] = [];
const clients: RawRelayClient[] = [];
const connect = async (options?: RawClientOptions) => {
  const client = await connectRawClient(relay.url, options);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  relay = await startRelay({ log: (line) => logs.push(line) });
});
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.close()));
  await relay?.stop();
});

test('a client subscribing after a publish still receives the message (mailbox)', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  const topic = randomTopic();
  expect((await publish(dapp, topic, 'proposal')).result).toBe(true);

  const subscribed = await wallet.request('irn_subscribe', { topic });
  // The SDK derives subscription ids itself as sha256(topic + clientId); ours must match.
  expect(subscribed.result).toBe(
    createHash('sha256')
      .update(topic + wallet.clientId)
      .digest('hex'),
  );
  const push = await wallet.pushes.next(2_000);
  expect(push.subscriptionId).toBe(subscribed.result);
  expect(push.data).toMatchObject({ topic, message: 'proposal', tag: 1108 });
  expect(push.data.publishedAt).toBeGreaterThan(0);
});

test('a publisher never receives its own message, even after re-subscribing', async () => {
  const [a, b] = await Promise.all([connect(), connect()]);
  const topic = randomTopic();
  await Promise.all([a.request('irn_subscribe', { topic }), b.request('irn_subscribe', { topic })]);

  await publish(a, topic, 'from a');
  await publish(b, topic, 'from b');
  // Pushes on one socket arrive in order: had `a` been sent its own message, it would come first.
  expect((await a.pushes.next(2_000)).data.message).toBe('from b');
  expect((await b.pushes.next(2_000)).data.message).toBe('from a');

  await a.request('irn_unsubscribe', { topic, id: 'ignored' });
  await a.request('irn_subscribe', { topic });
  await publish(b, topic, 'again from b');
  // Neither its own message nor the one it already acked is offered again.
  expect((await a.pushes.next(2_000)).data.message).toBe('again from b');
  expect(a.pushes.pending).toBe(0);
});

test('batch subscribe, publish, fetch and unsubscribe', async () => {
  // `b` does not ack its pushes, so the messages stay undelivered until it fetches them.
  const [a, b] = await Promise.all([connect(), connect({ autoAck: false })]);
  const topics = [randomTopic(), randomTopic()];
  const none = { messages: [], hasMore: false };
  await a.request('irn_batchPublish', {
    messages: topics.map((topic, i) => ({ topic, message: `m${i}`, ttl: 300, tag: 1108 })),
  });

  const ids = await b.request('irn_batchSubscribe', { topics });
  expect(ids.result).toEqual(
    topics.map((t) =>
      createHash('sha256')
        .update(t + b.clientId)
        .digest('hex'),
    ),
  );
  await Promise.all([b.pushes.next(2_000), b.pushes.next(2_000)]);
  const fetched = (await b.request('irn_batchFetchMessages', { topics })).result as {
    messages: { message: string }[];
  };
  expect(fetched.messages.map((m) => m.message).sort()).toEqual(['m0', 'm1']);
  expect((await b.request('irn_batchFetchMessages', { topics })).result).toEqual(none); // fetched = delivered

  await b.request('irn_batchUnsubscribe', {
    subscriptions: topics.map((topic) => ({ topic, id: 'unused' })),
  });
  await a.request('irn_batchPublish', {
    messages: [{ topic: topics[0], message: 'late', ttl: 300 }],
  });
  expect((await b.request('irn_batchFetchMessages', { topics })).result).toEqual(none); // not subscribed
  await b.request('irn_subscribe', { topic: topics[0] });
  expect((await b.pushes.next(2_000)).data.message).toBe('late');
});

test('malformed frames get a JSON-RPC error, are logged, and the socket keeps working', async () => {
  const client = await connect();
  const before = relay.stats.malformed;

  client.sendRaw('this is not json');
  expect((await client.stray.next(2_000)).error?.code).toBe(-32700);
  client.sendRaw('[1, 2]');
  expect((await client.stray.next(2_000)).error?.code).toBe(-32600);
  client.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'irn_publish', params: {} })); // no id
  expect((await client.stray.next(2_000)).error?.code).toBe(-32600);

  const unknown = await client.request('irn_doesNotExist', {});
  expect(unknown.error?.code).toBe(-32601);
  const noTtl = await client.request('irn_publish', { topic: randomTopic(), message: 'x' });
  expect(noTtl.error).toMatchObject({ code: -32602, message: expect.stringContaining('ttl') });
  const badTopic = await client.request('irn_subscribe', { topic: 'not-a-topic' });
  expect(badTopic.error?.code).toBe(-32602);

  expect(relay.stats.malformed - before).toBe(6);
  expect(logs.filter((line) => line.startsWith('rejected frame')).length).toBeGreaterThanOrEqual(6);
  expect(typeof (await client.request('irn_subscribe', { topic: randomTopic() })).result).toBe(
    'string',
  );
});

test('connections without a valid relay JWT are refused with 401', async () => {
  const status = (url: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(url);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => {});
    });
  const before = relay.stats.rejectedConnections;
  expect(await status(relay.url)).toBe(401);
  expect(await status(`${relay.url}/?auth=abc.def.ghi`)).toBe(401);
  expect(relay.stats.rejectedConnections - before).toBe(2);
});

test('the mailbox drops messages when their ttl is over', () => {
  let now = 1_000_000;
  const mailbox = new Mailbox(() => now);
  const topic = randomTopic();
  mailbox.add({ topic, message: 'short', ttlSeconds: 10, tag: 0, publisher: 'a' });
  mailbox.add({ topic, message: 'long', ttlSeconds: 60, tag: 0, publisher: 'a' });
  expect(
    mailbox.add({ topic, message: 'long', ttlSeconds: 60, tag: 0, publisher: 'a' }),
  ).toBeUndefined();
  expect(mailbox.undelivered(topic, 'b').map((m) => m.message)).toEqual(['short', 'long']);
  now += 10_000;
  expect(mailbox.undelivered(topic, 'b').map((m) => m.message)).toEqual(['long']);
  now += 50_000;
  expect(mailbox.size).toBe(0);
});
