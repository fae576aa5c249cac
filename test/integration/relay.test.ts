/**
 * WalletConnect pairing through the local relay, with the real SDK on both ends:
 * @walletconnect/universal-provider 2.21.8 as the dapp (what the kit's connector will
 * use) and @walletconnect/sign-client 2.21.8 as the wallet. Nothing may leave loopback.
 */
import { createPublicKey, verify } from 'node:crypto';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { toHex, verifyMessage, type Hex } from 'viem';
import bs58 from 'bs58';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import {
  offlineClientOptions,
  startRelay,
  startWallet,
  stopClient,
  watchOutboundHosts,
  type NetworkGuard,
  type Relay,
  type TestWallet,
} from '@wallet-kit/local-stack/relay';

const EVM_CHAIN = 'eip155:31337';
// Solana mainnet's CAIP-2 id; no Solana node is needed here, only wallet-signed methods are called.
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
// Without an rpcMap entry universal-provider would use rpc.walletconnect.org for any
// non-wallet Solana call; a closed loopback port makes such a call fail locally instead.
const NO_SOLANA_NODE = 'http://127.0.0.1:9';

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>;

let guard: NetworkGuard;
let relay: Relay;
let anvil: AnvilNode;
let wallet: TestWallet;
let dapp: Provider;
const timings: Record<string, number> = {};

beforeAll(async () => {
  guard = watchOutboundHosts();
  [relay, anvil] = await Promise.all([startRelay(), startAnvil()]);
  wallet = await startWallet({ relayUrl: relay.url });
  dapp = await UniversalProvider.init({
    ...offlineClientOptions(relay.url, 'dapp'),
    // Otherwise each rpcMap connection first POSTs a probe request to its URL.
    disableProviderPing: true,
    metadata: {
      name: 'wallet-kit relay test',
      description: 'dapp side',
      url: 'http://127.0.0.1/dapp',
      icons: [],
    },
  });
});

afterAll(async () => {
  await Promise.allSettled([dapp && stopClient(dapp.client), wallet?.close()]);
  await Promise.allSettled([relay?.stop(), anvil?.stop()]);
  guard?.restore();
  if (Object.keys(timings).length) console.log(`[relay] timings (ms): ${JSON.stringify(timings)}`);
});

test('dapp and wallet pair, and the wallet approves an eip155 + solana session', async () => {
  const started = performance.now();
  const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve));
  const connected = dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [EVM_CHAIN],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { [EVM_CHAIN.split(':')[1] as string]: anvil.rpcUrl },
      },
      solana: {
        chains: [SOLANA_CHAIN],
        methods: ['solana_signMessage'],
        events: [],
        rpcMap: { [SOLANA_CHAIN.split(':')[1] as string]: NO_SOLANA_NODE },
      },
    },
  });

  const pairingUri = await uri;
  expect(pairingUri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await wallet.pair(pairingUri);
  const proposal = await wallet.nextProposal();
  expect(proposal.params.proposer.metadata.name).toBe('wallet-kit relay test');
  await wallet.approve(proposal);
  const session = await connected;
  timings.pairToSession = Math.round(performance.now() - started);

  expect(session?.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${wallet.evmAddress}`]);
  expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${wallet.solanaAddress}`]);
  expect(await dapp.request<string[]>({ method: 'eth_accounts' }, EVM_CHAIN)).toEqual([
    wallet.evmAddress,
  ]);
  // Not a wallet method: goes to the rpcMap, i.e. the local anvil, not a vendor RPC.
  expect(Number(await dapp.request<Hex>({ method: 'eth_chainId' }, EVM_CHAIN))).toBe(31337);
  expect(await dapp.request<Hex>({ method: 'eth_blockNumber' }, EVM_CHAIN)).toMatch(
    /^0x[0-9a-f]+$/,
  );
});

test('personal_sign is answered by the wallet and verifies', async () => {
  const message = 'wallet-kit relay round trip';
  const started = performance.now();
  const signature = await dapp.request<Hex>(
    { method: 'personal_sign', params: [toHex(message), wallet.evmAddress] },
    EVM_CHAIN,
  );
  timings.personalSign = Math.round(performance.now() - started);
  expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true);
  expect((await wallet.requests.next()).method).toBe('personal_sign');
});

// Takes ~1 s: after each answer, sign-client (the wallet) waits its requestQueueDelay
// (ONE_SECOND in 2.21.8) before emitting the next queued session_request.
test('solana_signMessage is answered by the wallet and verifies', async () => {
  const message = new TextEncoder().encode('wallet-kit solana message');
  const { signature } = await dapp.request<{ signature: string }>(
    {
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: wallet.solanaAddress },
    },
    SOLANA_CHAIN,
  );
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(bs58.decode(wallet.solanaAddress)).toString('base64url'),
    },
    format: 'jwk',
  });
  expect(verify(null, message, publicKey, bs58.decode(signature))).toBe(true);
  expect((await wallet.requests.next()).method).toBe('solana_signMessage');
});

test('a wallet-side disconnect reaches the dapp as session_delete', async () => {
  const topic = dapp.session?.topic;
  const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve));
  const started = performance.now();
  await wallet.disconnect();
  expect((await deleted).topic).toBe(topic);
  timings.disconnect = Math.round(performance.now() - started);
  expect(dapp.session).toBeUndefined();
});

test('the SDK used the relay methods we implement, and stayed on loopback', () => {
  console.log(`[relay] methods used by the 2.21.8 SDK: ${JSON.stringify(relay.stats.methods)}`);
  expect(Object.keys(relay.stats.methods)).toEqual(
    expect.arrayContaining([
      'irn_subscribe',
      'irn_publish',
      'wc_proposeSession',
      'wc_approveSession',
    ]),
  );
  expect(relay.stats.malformed).toBe(0);
  expect(relay.stats.acked).toBe(relay.stats.pushed);
  // sign-client 2.21.8 has no option to turn off its Verify API lookup: in Node it asks
  // verify.walletconnect.org about every proposal and request (an attestation by hash;
  // it is skipped only when IS_VITEST=true). The guard refuses it at once and the
  // wallet treats the origin as UNKNOWN. Telemetry (pulse) is off by option, and
  // nothing may call a vendor RPC.
  console.log(`[relay] host lookups refused by the network guard: ${JSON.stringify(guard.hosts)}`);
  expect(guard.hosts.filter((host) => host !== 'verify.walletconnect.org')).toEqual([]);
});
