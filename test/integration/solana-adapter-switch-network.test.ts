/**
 * Switching between Solana clusters: two litesvm chains behind two RPC shims stand for devnet
 * and testnet. The Wallet Standard has no switch call, so the adapter records the cluster and
 * must read, build, confirm and ask the wallet for that cluster from then on.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { NETWORK_CATALOGUE } from '@wallet-kit/schemas';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { KeypairWallet } from '@wallet-kit/local-stack/solana-wallet/scripted-wallet';
import {
  localSolanaNetwork,
  SOLANA_DEVNET,
  SOLANA_MAINNET,
  SOLANA_TESTNET,
} from '../fixtures/solana-wallet/networks.js';
import { createPages } from '../fixtures/solana-wallet/page.js';

const CONNECTOR_ID = 'wallet-standard:Test Solana Wallet';
const SOL = BigInt(LAMPORTS_PER_SOL);

let devnetRpc: SolanaRpc;
let testnetRpc: SolanaRpc;
const pages = createPages();

beforeAll(async () => {
  [devnetRpc, testnetRpc] = await Promise.all([startSolanaRpc(), startSolanaRpc()]);
});
afterAll(() => Promise.all([devnetRpc?.stop(), testnetRpc?.stop()]));
afterEach(() => pages.closeAll());

const devnet = () => localSolanaNetwork(SOLANA_DEVNET, devnetRpc.url);
const testnet = () => localSolanaNetwork(SOLANA_TESTNET, testnetRpc.url);
// Nothing listens there: a test that reached mainnet's RPC would fail loudly.
const mainnet = () => localSolanaNetwork(SOLANA_MAINNET, 'http://127.0.0.1:9');

/** A wallet that knows devnet and testnet, connected on devnet, funded on both chains. */
async function connectedOnDevnet() {
  const wallet = new KeypairWallet({
    rpcUrls: { 'solana:devnet': devnetRpc.url, 'solana:testnet': testnetRpc.url },
  });
  devnetRpc.airdrop(wallet.publicKey, 5n * SOL);
  testnetRpc.airdrop(wallet.publicKey, 5n * SOL);
  const { adapter } = pages.open(wallet, { networks: [devnet(), testnet(), mainnet()] });
  await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
  return { adapter, wallet };
}

const balanceOn = (rpc: SolanaRpc, key: Keypair['publicKey']) =>
  new Connection(rpc.url, 'confirmed').getBalance(key).then(BigInt);

test("after switchNetwork the adapter sends on the other cluster's RPC and names it to the wallet", async () => {
  const { adapter, wallet } = await connectedOnDevnet();
  const receiver = Keypair.generate().publicKey;

  await adapter.switchNetwork({ network: testnet() });
  await adapter.sendNative({ to: receiver.toBase58(), amount: '2' });

  expect(await balanceOn(testnetRpc, receiver)).toBe(2n * SOL);
  expect(await balanceOn(devnetRpc, receiver)).toBe(0n);
  expect(wallet.sendInputs.map((input) => input.chain)).toEqual(['solana:testnet']);
});

test('switching back returns to the first cluster', async () => {
  const { adapter, wallet } = await connectedOnDevnet();
  const receiver = Keypair.generate().publicKey;
  await adapter.switchNetwork({ network: testnet() });
  await adapter.switchNetwork({ network: devnet() });
  await adapter.sendNative({ to: receiver.toBase58(), amount: '1' });
  expect(await balanceOn(devnetRpc, receiver)).toBe(SOL);
  expect(await balanceOn(testnetRpc, receiver)).toBe(0n);
  expect(wallet.sendInputs.map((input) => input.chain)).toEqual(['solana:devnet']);
});

test('getBalance reads each network over its own RPC', async () => {
  const { adapter, wallet } = await connectedOnDevnet();
  testnetRpc.airdrop(wallet.publicKey, SOL);
  const address = wallet.publicKey.toBase58();
  await expect(adapter.getBalance({ address, network: devnet() })).resolves.toMatchObject({
    balance: '5',
  });
  await expect(adapter.getBalance({ address, network: testnet() })).resolves.toMatchObject({
    balance: '6',
  });
});

test('switchNetwork to a cluster the wallet does not list fails with "Chain is not supported"', async () => {
  const { adapter, wallet } = await connectedOnDevnet();
  await expect(adapter.switchNetwork({ network: mainnet() })).rejects.toThrow(
    'Chain is not supported',
  );
  // The adapter stays on devnet.
  const receiver = Keypair.generate().publicKey;
  await adapter.sendNative({ to: receiver.toBase58(), amount: '1' });
  expect(await balanceOn(devnetRpc, receiver)).toBe(SOL);
  expect(wallet.sendInputs.map((input) => input.chain)).toEqual(['solana:devnet']);
});

test('switchNetwork to a Solana network the kit does not configure fails with "Network not found"', async () => {
  const wallet = new KeypairWallet({ rpcUrls: { 'solana:devnet': devnetRpc.url } });
  const { adapter } = pages.open(wallet, { networks: [devnet()] });
  await expect(adapter.switchNetwork({ network: testnet() })).rejects.toThrow('Network not found');
});

test('switchNetwork to a network of another chain family fails with a clear error', async () => {
  const { adapter } = await connectedOnDevnet();
  const ethereum = NETWORK_CATALOGUE.find((network) => network.caipNetworkId === 'eip155:1')!;
  await expect(adapter.switchNetwork({ network: ethereum })).rejects.toThrow(
    'Network eip155:1 is not a solana network',
  );
});
