/**
 * What the Solana adapter does with @solana/web3.js: balances and token balances over the
 * network's RPC, building, signing, sending and pricing transfers, and the host app's signing
 * calls over serialized transactions. The adapter imports this file only when one of them is
 * first needed, so a page's first load carries wallet discovery and connection and none of
 * web3.js, bn.js or buffer.
 */
import { VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { Eip1193Provider } from '../core/eip1193.js';
import type { CaipNetwork, TokenBalancesParams } from '../core/types.js';
import { formatUnits } from '../core/units.js';
import { toPublicKey } from './address.js';
import { createSolanaConnections } from './connections.js';
import { solanaReference, walletChainFor } from './network.js';
import { estimateTransferFee, sendTransfer, sendTransferThrough } from './send.js';
import { readTokenBalances } from './token-balances.js';
import { buildNativeTransfer, buildTokenTransfer, type BuiltTransfer } from './transfers.js';
import {
  signAndSendTransaction,
  signTransactions,
  type SolanaSendOptions,
  type SolanaTransaction,
  type WalletSigner,
} from './wallet-transactions.js';

/** The connected wallet, its account and the network the adapter is on. */
export interface SolanaSigning {
  wallet: Wallet;
  account: WalletAccount;
  network: CaipNetwork;
}

export interface TransferParams {
  to: string;
  amount: string;
  token?: string;
  mint?: string;
}

const parse = (bytes: Uint8Array) => VersionedTransaction.deserialize(bytes);

/** One per adapter instance: its RPC clients are never shared with another kit. */
export function createSolanaOnChain(confirmTimeoutMs: number) {
  const connections = createSolanaConnections();

  const signer = ({ wallet, account, network }: SolanaSigning): WalletSigner => ({
    wallet,
    account,
    chain: walletChainFor(network, wallet.chains),
    connection: connections.for(network),
  });

  /** The transfer from `address` on `network`, built against that network's node. */
  async function buildTransfer(
    address: string,
    network: CaipNetwork,
    params: TransferParams,
  ): Promise<BuiltTransfer> {
    const connection = connections.for(network);
    const from = toPublicKey(address);
    const mint = params.token ?? params.mint;
    return mint
      ? buildTokenTransfer(connection, from, { to: params.to, amount: params.amount, mint })
      : buildNativeTransfer(connection, from, { to: params.to, amount: params.amount });
  }

  async function estimateFee(address: string, network: CaipNetwork, params: TransferParams) {
    const built = await buildTransfer(address, network, params);
    return estimateTransferFee(connections.for(network), built, network.nativeCurrency.symbol);
  }

  return {
    async getBalance(address: string, network: CaipNetwork) {
      const owner = toPublicKey(address);
      const lamports = await connections.for(network).getBalance(owner);
      return {
        balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },

    getTokenBalances({ address, network, tokens }: TokenBalancesParams) {
      const owner = toPublicKey(address);
      solanaReference(network);
      return readTokenBalances(connections.for(network), owner, network.caipNetworkId, tokens);
    },

    /** Sends from the connected wallet and resolves once confirmed. */
    async send(signing: SolanaSigning, params: TransferParams) {
      const built = await buildTransfer(signing.account.address, signing.network, params);
      return sendTransfer(signer(signing), built, confirmTimeoutMs);
    },

    estimateFee,

    /** Sends signed by another connector's provider (the embedded wallet's). */
    async sendThrough(
      provider: Eip1193Provider,
      address: string,
      network: CaipNetwork,
      params: TransferParams,
    ) {
      const built = await buildTransfer(address, network, params);
      return sendTransferThrough(
        provider,
        address,
        connections.for(network),
        built,
        confirmTimeoutMs,
      );
    },

    signTransactions<T extends SolanaTransaction>(
      signing: SolanaSigning,
      transactions: readonly T[],
    ) {
      return signTransactions(signer(signing), transactions);
    },

    signAndSendTransaction(
      signing: SolanaSigning,
      transaction: SolanaTransaction,
      options?: SolanaSendOptions,
    ) {
      return signAndSendTransaction(signer(signing), transaction, options);
    },

    /** The host app's calls, over serialized transactions (legacy or versioned). */
    async signSerialized(signing: SolanaSigning, transactions: readonly Uint8Array[]) {
      const signed = await signTransactions(signer(signing), transactions.map(parse));
      return signed.map((transaction) => transaction.serialize());
    },

    signAndSendSerialized(
      signing: SolanaSigning,
      transaction: Uint8Array,
      options?: SolanaSendOptions,
    ) {
      return signAndSendTransaction(signer(signing), parse(transaction), options);
    },
  };
}

export type SolanaOnChain = ReturnType<typeof createSolanaOnChain>;
