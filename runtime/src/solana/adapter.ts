/**
 * The solana `ChainAdapter`: discovers Wallet Standard wallets, connects to one, forwards its
 * account changes to the kit, signs and sends through it, and reads balances over the
 * network's configured RPC. All state lives in the instance; two kits never share a wallet.
 * Discovery, connecting and message signing need no @solana/web3.js: everything that builds,
 * reads or sends transactions is in on-chain.ts, imported the first time it is needed (a
 * balance, a send, a fee estimate, a transaction to sign), so a host bundler keeps web3.js,
 * bn.js and buffer out of the page's first load.
 */
import { DEFAULT_RECONNECT_WAIT_MS } from '../core/discovered-wallets.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { withinTime } from '@wallet-kit/schemas';
import { ERRORS, isUserRejection } from '../core/errors.js';
import type {
  AdapterConnection,
  AdapterContext,
  CaipNetwork,
  ChainAdapter,
  TokenBalancesParams,
  TransferAccount,
} from '../core/types.js';
import type { Eip1193Provider } from '../core/eip1193.js';
import { createSolanaDiscovery } from './discovery.js';
import { CHAIN_NOT_SUPPORTED_MESSAGE, solanaReference, walletSupportsNetwork } from './network.js';
import type { SolanaOnChain, SolanaSigning, TransferParams } from './on-chain.js';
import { assertSolanaPublicKey } from './public-key-check.js';
import type { FeeEstimate } from './send.js';
import { signWalletMessage } from './sign-message.js';
import { standardWalletCalls } from './wallet-calls.js';
import type { TokenBalance } from './token-balances.js';
import { callWallet } from './wallet-errors.js';
import { findFeature, firstSolanaAccount, requireFeature } from './wallet-features.js';
import { openWalletSession, type WalletSession } from './wallet-session.js';
import type { SolanaWindowLike } from './wallet-source.js';
import type { SolanaSendOptions, SolanaTransaction } from './wallet-transactions.js';

export interface SolanaAdapterOptions {
  /** The window wallets register on; defaults to the global `window` (none during SSR). */
  window?: SolanaWindowLike;
  /** How long a silent reconnect waits for the remembered wallet to register. Default 1000 ms. */
  reconnectWaitMs?: number;
  /** Upper bound on waiting for a send to be confirmed. Default 90 000 ms. */
  confirmTimeoutMs?: number;
}

/** `ChainAdapter` plus what the send and sign features call. */
export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana';
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>;
  signAllTransactions<T extends SolanaTransaction>(transactions: readonly T[]): Promise<T[]>;
  /** Returns the base58 signature; does not wait for confirmation. */
  signAndSendTransaction(
    transaction: SolanaTransaction,
    options?: SolanaSendOptions,
  ): Promise<string>;
  /** Sends `amount` SOL (a decimal string) and resolves with the signature once confirmed. */
  sendNative(params: { to: string; amount: string }): Promise<string>;
  /**
   * Sends an SPL token, creating the receiver's associated token account when missing. `token`
   * is the mint (the `ChainAdapter` name); `mint` is kept for existing callers.
   */
  sendToken(params: { token?: string; mint?: string; to: string; amount: string }): Promise<string>;
  getTokenBalances(params: TokenBalancesParams): Promise<TokenBalance[]>;
  /** What `sendNative` (no mint) or `sendToken` with these parameters would cost. */
  estimateFee(params: {
    to: string;
    amount: string;
    token?: string;
    mint?: string;
  }): Promise<FeeEstimate>;
}

/** Past ~60-90 s a blockhash has expired anyway; the confirm loop usually stops on that first. */
const DEFAULT_CONFIRM_TIMEOUT_MS = 90_000;
/** Disconnecting must feel instant even when a wallet never answers. */
const DISCONNECT_TIMEOUT_MS = 1000;

export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? DEFAULT_CONFIRM_TIMEOUT_MS;
  let onChainParts: Promise<SolanaOnChain> | undefined;
  const onChain = () =>
    (onChainParts ??= import('./on-chain.js').then((parts) =>
      parts.createSolanaOnChain(confirmTimeoutMs),
    ));
  let context: AdapterContext | undefined;
  let session: WalletSession | undefined;
  /** Wallet Standard has no "switch chain": the adapter itself holds the cluster in use. */
  let activeNetwork: CaipNetwork | undefined;

  const discovery = createSolanaDiscovery(options.window, (connectors) => {
    // The connected wallet unregistered (extension disabled or removed): the connection is over.
    if (session && !connectors.some((connector) => connector.provider === session?.wallet)) {
      endSession();
      context?.emit({ type: 'disconnect' });
    }
    context?.emit({ type: 'connectors', connectors });
  });

  function endSession(): WalletSession | undefined {
    const ended = session;
    session = undefined;
    ended?.unsubscribe();
    return ended;
  }

  function startSession(
    connectorId: string,
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    network: CaipNetwork,
  ): AdapterConnection {
    const account = firstSolanaAccount(accounts);
    if (!account) throw new Error('The wallet returned no Solana account');
    assertSolanaPublicKey(account.address); // a wallet bug must not reach the kit's state
    // Release the previous wallet's listener first, so reconnects never stack listeners.
    endSession();
    session = openWalletSession(connectorId, wallet, account, (event) => context?.emit(event));
    activeNetwork = network;
    return { address: account.address, chainId: solanaReference(network) };
  }

  function walletOf(connectorId: string): Wallet {
    const wallet = discovery.find(connectorId)?.provider as Wallet | undefined;
    if (!wallet) throw new Error(`Wallet ${connectorId} is not available`);
    return wallet;
  }

  function connectedSession(): SolanaSigning {
    if (!session || !activeNetwork) throw new Error('No solana wallet is connected');
    return { wallet: session.wallet, account: session.account, network: activeNetwork };
  }

  /** Sends and fee estimates signed by another connector's provider (the embedded wallet's). */
  function transfersThrough(provider: Eip1193Provider, account: TransferAccount) {
    const send = async (params: TransferParams) => {
      const { address, network } = account();
      return (await onChain()).sendThrough(provider, address, network, params);
    };
    return {
      sendNative: ({ to, amount }: { to: string; amount: string }) => send({ to, amount }),
      sendToken: ({ token, to, amount }: { token: string; to: string; amount: string }) =>
        send({ token, to, amount }),
      async estimateFee(params: { to: string; amount: string; token?: string }) {
        const { address, network } = account();
        return (await onChain()).estimateFee(address, network, params);
      },
    };
  }

  return {
    namespace: 'solana',

    init(kitContext) {
      context = kitContext;
      discovery.start();
    },

    getConnectors: () => discovery.connectors(),

    async connect({ connectorId, network }) {
      solanaReference(network);
      const wallet = walletOf(connectorId);
      const feature = requireFeature(wallet, 'standard:connect');
      const { accounts } = await callWallet('standard:connect', () => feature.connect());
      return startSession(connectorId, wallet, accounts, network);
    },

    async reconnect({ connectorId, network }) {
      solanaReference(network);
      const connector = await discovery.waitFor(connectorId, reconnectWaitMs);
      const wallet = connector?.provider as Wallet | undefined;
      if (!wallet) return null;
      const feature = requireFeature(wallet, 'standard:connect');
      try {
        // `silent`: the wallet answers from its stored authorisation and never prompts.
        const { accounts } = await callWallet('standard:connect', () =>
          feature.connect({ silent: true }),
        );
        if (!firstSolanaAccount(accounts)) return null;
        return startSession(connectorId, wallet, accounts, network);
      } catch (error) {
        // Some wallets (Phantom's onlyIfTrusted) refuse a silent connect instead of answering [].
        if (isUserRejection(error)) return null;
        throw error;
      }
    },

    async disconnect() {
      // Stop listening first: the wallet's own `change` to no accounts is not news to the kit.
      const ended = endSession();
      const feature = ended && findFeature(ended.wallet, 'standard:disconnect');
      if (!feature) return;
      // Best effort: the kit forgets the session whatever the wallet answers.
      await withinTime(
        callWallet('standard:disconnect', () => feature.disconnect()),
        DISCONNECT_TIMEOUT_MS,
        () => undefined,
      ).catch(() => undefined);
    },

    async switchNetwork({ network }) {
      solanaReference(network);
      const configured = context?.networks ?? [];
      if (
        configured.length > 0 &&
        !configured.some((n) => n.caipNetworkId === network.caipNetworkId)
      ) {
        throw new Error(ERRORS.NETWORK_NOT_FOUND);
      }
      if (session && !walletSupportsNetwork(session.wallet.chains, network)) {
        throw new Error(CHAIN_NOT_SUPPORTED_MESSAGE);
      }
      activeNetwork = network;
    },

    getBalance: async ({ address, network }) => (await onChain()).getBalance(address, network),

    async signMessage({ message, address }) {
      const { wallet, account } = connectedSession();
      const signing =
        address === account.address ? account : wallet.accounts.find((a) => a.address === address);
      if (!signing) throw new Error(`Account ${address} is not connected`);
      return signWalletMessage(wallet, signing, message);
    },

    async signTransaction(transaction) {
      const signing = connectedSession();
      const [signed] = await (await onChain()).signTransactions(signing, [transaction]);
      return signed!;
    },

    async signAllTransactions(transactions) {
      const signing = connectedSession();
      return (await onChain()).signTransactions(signing, transactions);
    },

    async signAndSendTransaction(transaction, sendOptions) {
      const signing = connectedSession();
      return (await onChain()).signAndSendTransaction(signing, transaction, sendOptions);
    },

    async sendNative(params) {
      const signing = connectedSession();
      return (await onChain()).send(signing, params);
    },

    async sendToken(params) {
      if (!params.token && !params.mint) throw new Error('A token is required');
      const signing = connectedSession();
      return (await onChain()).send(signing, params);
    },

    getTokenBalances: async (params) => (await onChain()).getTokenBalances(params),

    async estimateFee(params) {
      const { account, network } = connectedSession();
      return (await onChain()).estimateFee(account.address, network, params);
    },

    transfersThrough,

    walletCalls: () =>
      session && activeNetwork ? standardWalletCalls(connectedSession, onChain) : undefined,

    destroy() {
      discovery.stop();
      endSession();
    },
  };
}
