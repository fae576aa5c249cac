/**
 * A Wallet Standard Solana wallet backed by a keypair, sending through the chain's RPC as an
 * extension would through its own node, with "reject the next request" so a visitor (or a
 * test) can decline a prompt. It runs in a page and in Node alike (no DOM, no Node API).
 *
 * The demo page's Demo Solana Wallet (examples/vite-app/src/demo-wallet/solana/wallet.ts) is
 * this wallet with the demo's funded test keypair; the Node tests' wallet (scripted-wallet.ts)
 * extends it with its scripting and records, so the wallet the tests exercise is the one a
 * visitor uses. The options below the keypair and chains model how other real wallets behave;
 * the demo keeps their defaults.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, VersionedTransaction, type Keypair, type SendOptions } from '@solana/web3.js';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features';

export const REJECTION_MESSAGE = 'User rejected the request.';

/** Features a wallet may lack, as older or minimal wallets do. */
export type OptionalFeature =
  'standard:disconnect' | 'solana:signTransaction' | 'solana:signAndSendTransaction';

export interface SolanaKeypairWalletOptions {
  name: string;
  icon: Wallet['icon'];
  keypair: Keypair;
  /** Wallet Standard chain (`solana:devnet`, ...) → the RPC the wallet sends through. */
  rpcUrls: Partial<Record<IdentifierString, string>>;
  /** The page was authorised on an earlier visit (what a silent connect relies on). */
  authorized?: boolean;
  /** Silent connect on an unauthorised page: answer no accounts (most wallets) or refuse (Phantom). */
  silentRefusal?: 'empty' | 'reject';
  /** Features this wallet lacks. */
  without?: OptionalFeature[];
}

type ChangeListener = (properties: StandardEventsChangeProperties) => void;

export class SolanaKeypairWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name: string;
  readonly icon: Wallet['icon'];
  readonly chains: IdentifierString[];
  readonly features: Wallet['features'];

  // Protected for the test wallet, which switches accounts and revokes from "inside" the wallet.
  protected keypair: Keypair;
  protected authorized: boolean;
  protected connected = false;
  protected readonly listeners = new Set<ChangeListener>();
  private rejectNext = false;
  private readonly connections = new Map<string, Connection>();

  constructor(private readonly options: SolanaKeypairWalletOptions) {
    this.name = options.name;
    this.icon = options.icon;
    this.keypair = options.keypair;
    this.authorized = options.authorized ?? false;
    this.chains = Object.keys(options.rpcUrls) as IdentifierString[];
    const features: Record<string, unknown> = {
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: StandardConnectInput) => this.connect(input),
      } satisfies StandardConnectFeature['standard:connect'],
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => this.disconnect(),
      } satisfies StandardDisconnectFeature['standard:disconnect'],
      'standard:events': {
        version: '1.0.0',
        on: (_event, listener) => {
          this.listeners.add(listener);
          return () => void this.listeners.delete(listener);
        },
      } satisfies StandardEventsFeature['standard:events'],
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: readonly SolanaSignMessageInput[]) =>
          inputs.map((input) => this.signMessage(input)),
      } satisfies SolanaSignMessageFeature['solana:signMessage'],
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: readonly SolanaSignTransactionInput[]) => {
          this.onRequest('solana:signTransaction');
          this.prompt();
          return inputs.map((input) => ({ signedTransaction: this.sign(input).serialize() }));
        },
      } satisfies SolanaSignTransactionFeature['solana:signTransaction'],
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
          this.onRequest('solana:signAndSendTransaction');
          this.prompt();
          const outputs = [];
          for (const input of inputs) outputs.push(await this.signAndSend(input));
          return outputs;
        },
      } satisfies SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'],
    };
    for (const name of options.without ?? []) delete features[name];
    this.features = features as Wallet['features'];
  }

  get address(): string {
    return this.keypair.publicKey.toBase58();
  }

  get accounts(): WalletAccount[] {
    if (!this.connected) return [];
    return [
      Object.freeze({
        address: this.address,
        publicKey: this.keypair.publicKey.toBytes(),
        chains: this.chains,
        features: Object.keys(this.features) as IdentifierString[],
      }),
    ];
  }

  /** The visitor declines the next prompt. */
  rejectNextRequest(): void {
    this.rejectNext = true;
  }

  /**
   * Each feature method the page calls (`standard:connect` silent as `…:silent`), before any
   * prompt. Nothing to do in the demo; the test wallet records them.
   */
  protected onRequest(_method: string): void {}

  private prompt(): void {
    if (!this.rejectNext) return;
    this.rejectNext = false;
    // A plain Error without `code`, as most Wallet Standard wallets throw.
    throw new Error(REJECTION_MESSAGE);
  }

  protected emitChange(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.listeners]) listener(properties);
  }

  private async connect(input?: StandardConnectInput) {
    if (input?.silent) {
      this.onRequest('standard:connect:silent');
      if (!this.authorized) {
        if (this.options.silentRefusal === 'reject') throw new Error(REJECTION_MESSAGE);
        return { accounts: [] };
      }
    } else {
      this.onRequest('standard:connect');
      this.prompt();
      this.authorized = true;
    }
    this.connected = true;
    return { accounts: this.accounts };
  }

  private disconnect(): void {
    this.onRequest('standard:disconnect');
    this.authorized = false;
    this.connected = false;
    this.emitChange({ accounts: [] });
  }

  private signMessage(input: SolanaSignMessageInput) {
    this.onRequest('solana:signMessage');
    this.prompt();
    this.assertAccount(input.account);
    const signature = ed25519.sign(input.message, this.keypair.secretKey.slice(0, 32));
    return { signedMessage: input.message, signature, signatureType: 'ed25519' as const };
  }

  private assertAccount(account: WalletAccount): void {
    if (!this.connected || account.address !== this.address) {
      throw new Error(`Account ${account.address} is not connected`);
    }
  }

  private sign(input: SolanaSignTransactionInput): VersionedTransaction {
    this.assertAccount(input.account);
    if (input.chain !== undefined && !this.chains.includes(input.chain)) {
      throw new Error(`Unsupported chain ${input.chain}`);
    }
    const transaction = VersionedTransaction.deserialize(input.transaction as Uint8Array);
    transaction.sign([this.keypair]);
    return transaction;
  }

  private connectionFor(chain: IdentifierString): Connection {
    const url = this.options.rpcUrls[chain];
    if (!url) throw new Error(`Unsupported chain ${chain}`);
    let connection = this.connections.get(url);
    if (!connection) {
      connection = new Connection(url, 'confirmed');
      this.connections.set(url, connection);
    }
    return connection;
  }

  protected async signAndSend(input: SolanaSignAndSendTransactionInput) {
    const transaction = this.sign(input);
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {};
    const options: SendOptions = { skipPreflight, preflightCommitment, maxRetries, minContextSlot };
    await this.broadcast(input.chain, transaction.serialize(), options);
    return { signature: transaction.signatures[0]! };
  }

  /** Hands a signed transaction to the chain's RPC; the test wallet can lose one instead. */
  protected async broadcast(
    chain: IdentifierString,
    transaction: Uint8Array,
    options: SendOptions,
  ): Promise<void> {
    await this.connectionFor(chain).sendRawTransaction(transaction, options);
  }
}
