/**
 * The account index on the local Solana chain (a real Solana VM behind a JSON-RPC shim): SOL
 * and an SPL token sent to the visitor by another account show as received in history, the
 * token is held without being configured anywhere, and a second refresh reads only what is new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { sendAndConfirm } from '@wallet-kit/local-stack/solana/confirm';
import { createMint, mintTo } from '@wallet-kit/local-stack/solana/spl';
import { createAccountIndexHandler, createSolanaNetwork, openAccountIndexStore } from './index.js';

interface HistoryAnswer {
  data: Array<{
    id: string;
    metadata: { operationType: string; sentFrom: string; sentTo: string };
    transfers: Array<{
      direction: string;
      fungible_info: { symbol: string };
      quantity: { numeric: string };
    }>;
  }>;
}

let rpc: SolanaRpc;
let connection: Connection;
const other = Keypair.generate();
const CHAIN = 'solana:localchain000000000000000000';

beforeAll(async () => {
  rpc = await startSolanaRpc();
  connection = new Connection(rpc.url, 'confirmed');
  rpc.airdrop(other.publicKey, 10n * BigInt(LAMPORTS_PER_SOL));
}, 60_000);
afterAll(() => rpc?.stop());

async function openIndex() {
  const store = await openAccountIndexStore();
  const handler = createAccountIndexHandler({
    basePath: '',
    store,
    // These tests are about what the index reads, not how long a request waits for it: a
    // loaded machine must not turn a slow refresh into an empty answer.
    freshnessMs: 60_000,
    networks: [
      createSolanaNetwork({
        caipNetworkId: CHAIN,
        rpcUrl: rpc.url,
        store,
      }),
    ],
  });
  const get = async (path: string) => {
    const response = await handler(new Request(`http://index.test${path}`));
    return (await response!.json()) as unknown;
  };
  return { store, get };
}

describe('account index on the local Solana chain', () => {
  it('SOL and an SPL token sent by another account show as received, and the token is held', async () => {
    const visitor = Keypair.generate();
    const sol = await sendAndConfirm(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: other.publicKey,
          toPubkey: visitor.publicKey,
          lamports: 1.25 * LAMPORTS_PER_SOL,
        }),
      ),
      [other],
    );
    const mint = await createMint(connection, other, { decimals: 6 });
    await mintTo(connection, other, {
      mint,
      owner: other.publicKey,
      amount: 5_000_000n,
      decimals: 6,
    });
    // The visitor's token account is created by the sender in the same transaction, as wallets do.
    await mintTo(connection, other, {
      mint,
      owner: visitor.publicKey,
      amount: 0n,
      decimals: 6,
    }).catch(() => undefined);
    const token = await sendAndConfirm(
      connection,
      new Transaction().add(
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, other.publicKey),
          mint,
          getAssociatedTokenAddressSync(mint, visitor.publicKey),
          other.publicKey,
          2_500_000n,
          6,
        ),
      ),
      [other],
    );
    const { store, get } = await openIndex();
    try {
      const history = (await get(
        `/v1/account/${visitor.publicKey.toBase58()}/history?chainId=${CHAIN}`,
      )) as HistoryAnswer;
      expect(history.data.map((item) => item.id)).toEqual([token, sol]);
      expect(history.data[0]).toMatchObject({
        metadata: {
          operationType: 'receive',
          sentFrom: other.publicKey.toBase58(),
          sentTo: visitor.publicKey.toBase58(),
        },
        transfers: [{ direction: 'in', quantity: { numeric: '2.5' } }],
      });
      expect(history.data[1]!.transfers).toEqual([
        {
          direction: 'in',
          fungible_info: { name: 'Solana', symbol: 'SOL' },
          quantity: { numeric: '1.25' },
        },
      ]);
      const { balances } = (await get(
        `/v1/account/${visitor.publicKey.toBase58()}/balance?chainId=${CHAIN}`,
      )) as {
        balances: Array<{ symbol: string; address?: string; quantity: { numeric: string } }>;
      };
      expect(balances).toEqual([
        expect.objectContaining({ symbol: 'SOL', quantity: { decimals: 9, numeric: '1.25' } }),
        expect.objectContaining({
          address: mint.toBase58(),
          quantity: { decimals: 6, numeric: '2.5' },
        }),
      ]);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("a payment to two accounts in one transaction shows in each one's history, whichever refreshes first", async () => {
    const [first, second] = [Keypair.generate(), Keypair.generate()];
    const pay = (to: Keypair, sol: number) =>
      SystemProgram.transfer({
        fromPubkey: other.publicKey,
        toPubkey: to.publicKey,
        lamports: sol * LAMPORTS_PER_SOL,
      });
    const signature = await sendAndConfirm(
      connection,
      new Transaction().add(pay(first, 0.5), pay(second, 0.75)),
      [other],
    );
    const { store, get } = await openIndex();
    const received = async (owner: Keypair) => {
      const history = (await get(
        `/v1/account/${owner.publicKey.toBase58()}/history?chainId=${CHAIN}`,
      )) as HistoryAnswer;
      return history.data.map((item) => ({
        id: item.id,
        amounts: item.transfers.map((t) => `${t.direction} ${t.quantity.numeric}`),
      }));
    };
    try {
      // The first account's refresh stores the transaction before the second one's reads it.
      expect(await received(first)).toEqual([{ id: signature, amounts: ['in 0.5'] }]);
      expect(await received(second)).toEqual([{ id: signature, amounts: ['in 0.75'] }]);
      const sent = (await received(other)).find((item) => item.id === signature);
      expect(sent?.amounts.sort()).toEqual(['out 0.5', 'out 0.75']);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('more new transactions than one refresh reads are all read by the next refreshes, none skipped', async () => {
    const visitor = Keypair.generate();
    const pay = (lamports: number) =>
      sendAndConfirm(
        connection,
        new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: other.publicKey,
            toPubkey: visitor.publicKey,
            lamports,
          }),
        ),
        [other],
      );
    const store = await openAccountIndexStore();
    const network = createSolanaNetwork({
      caipNetworkId: CHAIN,
      rpcUrl: rpc.url,
      store,
      maxNewTransactionsPerRefresh: 2,
    });
    const owner = visitor.publicKey.toBase58();
    const listed = async () =>
      (await store.historyPage(CHAIN, owner, { limit: 50 })).transfers.map((t) => t.txId);
    try {
      const paid = [await pay(1_000_001)];
      await network.refresh(owner);
      expect(await listed()).toEqual(paid);
      // Five more arrive before the next refresh, which reads two of them.
      for (let i = 2; i <= 6; i++) paid.push(await pay(1_000_000 + i));
      for (let refresh = 0; refresh < 3; refresh++) await network.refresh(owner);
      expect(new Set(await listed())).toEqual(new Set(paid));
    } finally {
      await store.close();
    }
  }, 60_000);
});
