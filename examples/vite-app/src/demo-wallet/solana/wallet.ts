/**
 * The Demo Solana Wallet: a Wallet Standard wallet in the page, backed by the demo's funded
 * TEST-ONLY keypair, sending through the demo's local Solana RPC as an extension would through
 * its own node. A port of test/fixtures/solana-wallet/keypair-wallet.ts without the test hooks,
 * plus "reject the next request" so a visitor (or a browser test) can decline a prompt.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, VersionedTransaction, type SendOptions } from '@solana/web3.js';
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
import { DEMO_WALLET_ICON } from '../icon.js';
import type { DemoSolanaConfig } from './config.js';

export const DEMO_SOLANA_WALLET_NAME = 'Demo Solana Wallet';
const REJECTION_MESSAGE = 'User rejected the request.';
/** The demo chain is litesvm; the kit's catalogue devnet entry points at it (walletkit.solana.config.ts). */
const CHAINS: IdentifierString[] = ['solana:devnet'];

type ChangeListener = (properties: StandardEventsChangeProperties) => void;

export class DemoSolanaWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = DEMO_SOLANA_WALLET_NAME;
  readonly icon = DEMO_WALLET_ICON as Wallet['icon'];
  readonly chains = CHAINS;
  readonly features: Wallet['features'];

  private readonly keypair: Keypair;
  private readonly connection: Connection;
  private authorized = false;
  private connected = false;
  private rejectNext = false;
  private readonly listeners = new Set<ChangeListener>();

  constructor(config: DemoSolanaConfig) {
    this.keypair = Keypair.fromSecretKey(Uint8Array.from(config.testSecretKey));
    this.connection = new Connection(config.rpcUrl, 'confirmed');
    this.features = {
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
          this.prompt();
          return inputs.map((input) => ({ signedTransaction: this.sign(input).serialize() }));
        },
      } satisfies SolanaSignTransactionFeature['solana:signTransaction'],
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
          this.prompt();
          const outputs = [];
          for (const input of inputs) outputs.push(await this.signAndSend(input));
          return outputs;
        },
      } satisfies SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'],
    } as Wallet['features'];
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

  private prompt(): void {
    if (!this.rejectNext) return;
    this.rejectNext = false;
    throw new Error(REJECTION_MESSAGE);
  }

  private emitChange(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.listeners]) listener(properties);
  }

  private async connect(input?: StandardConnectInput) {
    if (input?.silent) {
      if (!this.authorized) return { accounts: [] };
    } else {
      this.prompt();
      this.authorized = true;
    }
    this.connected = true;
    return { accounts: this.accounts };
  }

  private disconnect(): void {
    this.authorized = false;
    this.connected = false;
    this.emitChange({ accounts: [] });
  }

  private assertAccount(account: WalletAccount): void {
    if (!this.connected || account.address !== this.address) {
      throw new Error(`Account ${account.address} is not connected`);
    }
  }

  private signMessage(input: SolanaSignMessageInput) {
    this.prompt();
    this.assertAccount(input.account);
    const signature = ed25519.sign(input.message, this.keypair.secretKey.slice(0, 32));
    return { signedMessage: input.message, signature, signatureType: 'ed25519' as const };
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

  private async signAndSend(input: SolanaSignAndSendTransactionInput) {
    const transaction = this.sign(input);
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {};
    const options: SendOptions = { skipPreflight, preflightCommitment, maxRetries, minContextSlot };
    await this.connection.sendRawTransaction(transaction.serialize(), options);
    return { signature: transaction.signatures[0]! };
  }
}
