/**
 * The host app's wallet calls through a WalletConnect session: the kit's client on the local
 * relay, a real sign-client wallet peer answering, anvil and litesvm as the chains. Every
 * signature is verified and every transaction read back from its chain; a method the wallet
 * did not approve, or answers as unknown, is reported as not supported by this wallet.
 */
import { createPublicKey, verify } from 'node:crypto';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import {
  createPublicClient,
  http,
  parseEther,
  parseUnits,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { CaipNetwork, WalletCalls } from '@wallet-kit/runtime';
import {
  createWalletConnectAdapter,
  createWalletConnectClient,
} from '@wallet-kit/runtime/walletconnect';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken, tokenBalanceOf } from '@wallet-kit/local-stack/erc20/deploy';
import {
  approvedNamespaces,
  createMemoryStorage,
  startRelay,
  startWallet,
  type Relay,
  type TestWallet,
} from '@wallet-kit/local-stack/relay';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { toWalletCallError } from '../../runtime/src/core/wallet-calls/to-wallet-call-error.js';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
import { rpcRequest } from '../fixtures/eip1193/rpc.js';
import { nextUri } from '../fixtures/walletconnect-uri.js';

const EVM_KEY = ANVIL_ACCOUNTS[0].privateKey;
const FROM = ANVIL_ACCOUNTS[0].address;
const TO = ANVIL_ACCOUNTS[2].address;

let relay: Relay;
let anvil: AnvilNode;
let solanaRpc: SolanaRpc;
let evm: CaipNetwork;
let solana: CaipNetwork;
let token: Address;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  [relay, anvil, solanaRpc] = await Promise.all([startRelay(), startAnvil(), startSolanaRpc()]);
  evm = anvilNetwork(anvil);
  solana = {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana (litesvm)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solanaRpc.url] } },
    testnet: true,
  };
  token = await deployDemoToken({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, from: FROM });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await Promise.allSettled([relay?.stop(), anvil?.stop(), solanaRpc?.stop()]);
});

/**
 * A session with the wallet peer, whose Solana account is `solanaKey` (held by the test, so
 * the peer can sign transactions). `withoutMethods` are left out of what the wallet approves.
 */
async function session(solanaKey: Keypair, withoutMethods: string[] = []) {
  const client = createWalletConnectClient({
    projectId: 'test',
    relayUrl: relay.url,
    metadata: {
      name: 'wallet calls test',
      description: 'kit',
      url: 'http://127.0.0.1/kit',
      icons: [],
    },
    networks: [evm, solana],
    storagePrefix: `kit-${crypto.randomUUID().slice(0, 8)}`,
    sdkStorage: createMemoryStorage(),
    logger: 'silent',
    platform: { isTelegram: false, isIosSafari: false },
  });
  cleanups.push(() => client.destroy());
  const wallet: TestWallet = await startWallet({ relayUrl: relay.url });
  cleanups.push(() => wallet.close());
  const connecting = client.connect();
  await wallet.pair(await nextUri(client));
  const proposal = await wallet.nextProposal();
  const namespaces = approvedNamespaces(proposal.params, {
    eip155: [wallet.evmAddress],
    solana: [solanaKey.publicKey.toBase58()],
  });
  for (const namespace of Object.values(namespaces)) {
    namespace.methods = namespace.methods.filter((method) => !withoutMethods.includes(method));
  }
  const { acknowledged } = await wallet.client.approve({ id: proposal.id, namespaces });
  await acknowledged();
  await connecting;
  const adapters = (['eip155', 'solana'] as const).map((namespace) => {
    const adapter = createWalletConnectAdapter(client, namespace);
    adapter.init(recordingContext([evm, solana]));
    return adapter;
  });
  cleanups.push(() => adapters.forEach((adapter) => adapter.destroy()));
  const calls = (index: 0 | 1): WalletCalls => {
    const found = adapters[index]!.walletCalls?.();
    if (!found) throw new Error('no wallet calls while connected');
    return found;
  };
  return { wallet, evmCalls: calls(0), solanaCalls: calls(1) };
}

const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) });
const mined = (hash: Hex) => chain().waitForTransactionReceipt({ hash, pollingInterval: 100 });

const TYPED_DATA = {
  domain: { name: 'Wallet Kit Demo', version: '1', chainId: 31337 },
  types: {
    Greeting: [
      { name: 'text', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Greeting',
  message: { text: 'Hello over WalletConnect', amount: 42n },
} as const;

describe('eip155 wallet calls over WalletConnect', () => {
  test('the wallet peer signs EIP-712 typed data that verifies for its account', async () => {
    const { wallet, evmCalls } = await session(Keypair.generate());
    const account = privateKeyToAccount(EVM_KEY);
    wallet.handle('eth_signTypedData_v4', async (params) => {
      const [, json] = params as [string, string];
      return account.signTypedData(JSON.parse(json));
    });
    const signature = await evmCalls.signTypedData!(TYPED_DATA);
    expect(await verifyTypedData({ ...TYPED_DATA, address: wallet.evmAddress, signature })).toBe(
      true,
    );
  });

  test('a transaction and an ERC-20 transfer sent by the wallet peer are mined', async () => {
    const { wallet, evmCalls } = await session(Keypair.generate());
    wallet.handle('eth_sendTransaction', (params) =>
      rpcRequest(anvil.rpcUrl, 'eth_sendTransaction', params),
    );
    const before = await chain().getBalance({ address: TO });
    expect(
      (await mined(await evmCalls.sendTransaction!({ to: TO, value: parseEther('0.5') }))).status,
    ).toBe('success');
    expect(await chain().getBalance({ address: TO })).toBe(before + parseEther('0.5'));

    const tokensBefore = await tokenBalanceOf(anvil.rpcUrl, token, TO);
    const hash = await evmCalls.writeContract!({ token, to: TO, amount: parseUnits('4', 18) });
    expect((await mined(hash)).status).toBe('success');
    expect((await tokenBalanceOf(anvil.rpcUrl, token, TO)) - tokensBefore).toBe(
      parseUnits('4', 18),
    );
  });

  test('a wallet that answers wallet_getCapabilities as unknown does not support batches', async () => {
    const { evmCalls } = await session(Keypair.generate());
    const error = await evmCalls.getCapabilities!().catch((e: unknown) =>
      toWalletCallError('getCapabilities', e),
    );
    expect(error).toMatchObject({
      category: 'unsupported',
      message: 'Reading wallet capabilities is not supported by this wallet.',
    });
  });

  test('a method the wallet did not approve is refused before the wallet is asked', async () => {
    const { wallet, evmCalls } = await session(Keypair.generate(), ['eth_signTypedData_v4']);
    const error = await evmCalls.signTypedData!(TYPED_DATA).catch((e: unknown) => e);
    expect(error).toMatchObject({
      category: 'unsupported',
      message: 'Signing typed data is not supported by this wallet.',
    });
    // The peer received no session request at all.
    expect(wallet.requests.pending).toBe(0);
  });
});

describe('Solana wallet calls over WalletConnect', () => {
  const connection = () => new Connection(solanaRpc.url, 'confirmed');

  async function transfer(from: Keypair, lamports: number) {
    const to = Keypair.generate().publicKey;
    const { blockhash } = await connection().getLatestBlockhash();
    const transaction = new Transaction({
      feePayer: from.publicKey,
      recentBlockhash: blockhash,
    }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
    return {
      to,
      transaction,
      bytes: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
    };
  }

  function verifies(key: Keypair, message: Uint8Array, signature: Uint8Array) {
    const spki = Buffer.concat([
      Buffer.from('302a300506032b6570032100', 'hex'),
      key.publicKey.toBytes(),
    ]);
    return verify(
      null,
      message,
      createPublicKey({ key: spki, format: 'der', type: 'spki' }),
      signature,
    );
  }

  test('a wallet answering solana_signTransaction with the signature only: the kit places it and the transaction lands', async () => {
    const key = Keypair.generate();
    solanaRpc.airdrop(key.publicKey, BigInt(LAMPORTS_PER_SOL));
    const { wallet, solanaCalls } = await session(key);
    wallet.handle('solana_signTransaction', async (params) => {
      const { transaction } = params as { transaction: string };
      const parsed = Transaction.from(Buffer.from(transaction, 'base64'));
      parsed.partialSign(key);
      return { signature: bs58.encode(parsed.signature!) };
    });
    const { to, transaction, bytes } = await transfer(key, 5_000_000);
    const signed = await solanaCalls.signTransaction!(bytes);
    const parsed = VersionedTransaction.deserialize(signed);
    expect(verifies(key, transaction.serializeMessage(), parsed.signatures[0]!)).toBe(true);
    const signature = await connection().sendRawTransaction(signed);
    await expect
      .poll(
        async () =>
          (await connection().getSignatureStatuses([signature])).value[0]?.confirmationStatus,
      )
      .toBeTruthy();
    expect(await connection().getBalance(to)).toBe(5_000_000);
  });

  test('sign and send passes the send options to the wallet as sendOptions', async () => {
    const key = Keypair.generate();
    solanaRpc.airdrop(key.publicKey, BigInt(LAMPORTS_PER_SOL));
    const { wallet, solanaCalls } = await session(key);
    const seen: unknown[] = [];
    wallet.handle('solana_signAndSendTransaction', async (params) => {
      const { transaction, sendOptions } = params as { transaction: string; sendOptions: unknown };
      seen.push(sendOptions);
      const parsed = Transaction.from(Buffer.from(transaction, 'base64'));
      parsed.partialSign(key);
      return { signature: await connection().sendRawTransaction(parsed.serialize()) };
    });
    const { to, bytes } = await transfer(key, 7_000_000);
    const options = {
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 1,
    } as const;
    const signature = await solanaCalls.signAndSendTransaction!(bytes, options);
    expect(seen).toEqual([options]);
    await expect
      .poll(
        async () =>
          (await connection().getSignatureStatuses([signature])).value[0]?.confirmationStatus,
      )
      .toBeTruthy();
    expect(await connection().getBalance(to)).toBe(7_000_000);
  });
});
