/**
 * A Bitcoin browser wallet for chromium tests: an init script registers a Wallet Standard
 * wallet with `bitcoin:connect`, `bitcoin:signMessage`, `standard:disconnect` and
 * `standard:events` in every page. Its state and keys live here, in Node (the real secp256k1
 * keys of the family signers: a native segwit payment address and a taproot ordinals address),
 * reached through `page.exposeFunction`. Like a real wallet it remembers the origins the
 * visitor allowed (after a reload it lists their accounts without a prompt), hands out the
 * address purposes asked for, and signs messages with BIP-322.
 */
import type { Page } from 'playwright-core';
import { BITCOIN_MAINNET, createBip122Signer, type Bip122Signer } from '../family-signers/index.js';

export interface Bip122TestWallet {
  /** The name the wallet registers under. */
  readonly name: string;
  readonly payment: Bip122Signer;
  readonly ordinals: Bip122Signer;
  /** The purposes each connect prompt asked for, in order. */
  readonly prompts: string[][];
  /** The messages signed, as text. */
  readonly signed: string[];
  /** Origins the visitor allowed. */
  readonly allowed: Set<string>;
  /** Whether the visitor approves the next prompt or signature. */
  approve: boolean;
}

interface PageAccount {
  address: string;
  publicKey: string;
  chain: string;
  purpose: string;
}
interface ConnectAnswer {
  error?: string;
  accounts?: PageAccount[];
}
interface SignAnswer {
  error?: string;
  signature?: string;
}

export async function installBip122Wallet(
  page: Page,
  options: {
    name?: string;
    seed?: string;
    chainId?: string;
    /** Speak sats-connect (`window.XverseProviders.BitcoinProvider`) instead of the Wallet Standard. */
    satsConnect?: boolean;
  } = {},
): Promise<Bip122TestWallet> {
  const name = options.name ?? 'Test Bitcoin Wallet';
  const seed = options.seed ?? 'wallet-kit bip122 e2e key';
  const chainId = options.chainId ?? BITCOIN_MAINNET;
  const payment = createBip122Signer({ seed: `${seed} payment`, chainId, addressType: 'p2wpkh' });
  const ordinals = createBip122Signer({ seed: `${seed} ordinals`, chainId, addressType: 'p2tr' });
  const chain = chainId === BITCOIN_MAINNET ? 'bitcoin:mainnet' : 'bitcoin:testnet';
  const wallet: Bip122TestWallet = {
    name,
    payment,
    ordinals,
    prompts: [],
    signed: [],
    allowed: new Set(),
    approve: true,
  };
  const byPurpose: Record<string, Bip122Signer> = { payment, ordinals };
  const accountsFor = (purposes: string[]): PageAccount[] =>
    purposes.flatMap((purpose) => {
      const signer = byPurpose[purpose];
      return signer
        ? [{ address: signer.address, publicKey: signer.publicKey, chain, purpose }]
        : [];
    });

  await page.exposeFunction('__wkBitcoinAllowed', (origin: string): PageAccount[] =>
    wallet.allowed.has(origin) ? accountsFor(['payment', 'ordinals']) : [],
  );
  await page.exposeFunction(
    '__wkBitcoinConnect',
    (origin: string, purposes: string[] | undefined): ConnectAnswer => {
      const asked = purposes ?? ['payment'];
      wallet.prompts.push(asked);
      if (!wallet.approve) return { error: 'User rejected the request' };
      wallet.allowed.add(origin);
      return { accounts: accountsFor(asked) };
    },
  );
  await page.exposeFunction(
    '__wkBitcoinSign',
    (origin: string, address: string, message: number[]): SignAnswer => {
      const signer = [payment, ordinals].find((item) => item.address === address);
      if (!signer || !wallet.allowed.has(origin)) return { error: 'Unknown account' };
      if (!wallet.approve) return { error: 'User rejected the request' };
      const text = new TextDecoder().decode(Uint8Array.from(message));
      wallet.signed.push(text);
      return { signature: signer.signMessage(text) };
    },
  );
  await page.exposeFunction('__wkBitcoinDisconnect', (origin: string) => {
    wallet.allowed.delete(origin);
  });

  if (options.satsConnect) {
    await page.addInitScript(installSatsConnectProvider);
    return wallet;
  }
  await page.addInitScript(
    ({ walletName }) => {
      type Call = (...args: unknown[]) => Promise<unknown>;
      const bridge = window as unknown as Record<string, Call>;
      const origin = location.origin;
      const hexBytes = (hex: string) =>
        Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
      const toAccount = (account: { address: string; publicKey: string; chain: string }) =>
        Object.freeze({
          address: account.address,
          publicKey: hexBytes(account.publicKey),
          chains: [account.chain],
          features: ['bitcoin:signMessage'],
        });
      type Account = ReturnType<typeof toAccount>;
      let accounts: Account[] = [];
      const listeners = new Set<(properties: { accounts: Account[] }) => void>();
      const changed = () => {
        for (const listener of listeners) listener({ accounts });
      };
      const icon =
        'data:image/svg+xml;base64,' +
        btoa(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#f7931a"/></svg>',
        );
      const wallet = {
        version: '1.0.0',
        name: walletName,
        icon,
        chains: ['bitcoin:mainnet', 'bitcoin:testnet'],
        get accounts() {
          return accounts;
        },
        features: {
          'bitcoin:connect': {
            version: '1.0.0',
            async connect(input?: { purposes?: string[] }) {
              const answer = (await bridge['__wkBitcoinConnect']!(origin, input?.purposes)) as {
                error?: string;
                accounts?: { address: string; publicKey: string; chain: string }[];
              };
              if (answer.error) throw new Error(answer.error);
              const given = (answer.accounts ?? []).map(toAccount);
              accounts = [
                ...accounts.filter((a) => !given.some((g) => g.address === a.address)),
                ...given,
              ];
              changed();
              return { accounts: given };
            },
          },
          'bitcoin:signMessage': {
            version: '1.0.0',
            async signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
              const outputs = [];
              for (const { account, message } of inputs) {
                const answer = (await bridge['__wkBitcoinSign']!(
                  origin,
                  account.address,
                  Array.from(message),
                )) as { error?: string; signature?: string };
                if (answer.error) throw new Error(answer.error);
                const binary = atob(answer.signature ?? '');
                const signature = Uint8Array.from(binary, (char) => char.charCodeAt(0));
                outputs.push({ signedMessage: message, signature });
              }
              return outputs;
            },
          },
          'standard:disconnect': {
            version: '1.0.0',
            async disconnect() {
              await bridge['__wkBitcoinDisconnect']!(origin);
              accounts = [];
              changed();
            },
          },
          'standard:events': {
            version: '1.0.0',
            on(_event: 'change', listener: (properties: { accounts: Account[] }) => void) {
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          },
        },
      };
      type Api = { register(wallet: unknown): unknown };
      const register = (api: Api) => api.register(wallet);
      void (async () => {
        // A wallet lists the accounts of an origin it already allowed before it registers.
        const allowed = (await bridge['__wkBitcoinAllowed']!(origin)) as {
          address: string;
          publicKey: string;
          chain: string;
        }[];
        accounts = allowed.map(toAccount);
        window.addEventListener('wallet-standard:app-ready', (event) =>
          register((event as CustomEvent<Api>).detail),
        );
        window.dispatchEvent(
          new CustomEvent('wallet-standard:register-wallet', { detail: register }),
        );
      })();
    },
    { walletName: name },
  );
  return wallet;
}

/**
 * The page side of the sats-connect wallet (runs in the page, so it names nothing outside
 * itself): JSON-RPC style answers to `getAccounts` (a prompt), `wallet_getAccount` (no
 * prompt, refused until the origin is allowed), `signMessage` and `wallet_renouncePermissions`.
 */
function installSatsConnectProvider(): void {
  type Call = (...args: unknown[]) => Promise<unknown>;
  const bridge = window as unknown as Record<string, Call>;
  const origin = location.origin;
  let id = 0;
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: String(++id), result });
  const failure = (code: number, message: string) => ({
    jsonrpc: '2.0',
    id: String(++id),
    error: { code, message },
  });
  const BitcoinProvider = {
    async request(method: string, params?: Record<string, unknown>) {
      switch (method) {
        case 'getAccounts': {
          const given = (await bridge['__wkBitcoinConnect']!(origin, params?.['purposes'])) as {
            error?: string;
            accounts?: unknown[];
          };
          return given.error ? failure(-32000, given.error) : answer(given.accounts);
        }
        case 'wallet_getAccount': {
          const allowed = (await bridge['__wkBitcoinAllowed']!(origin)) as unknown[];
          return allowed.length > 0
            ? answer({ id: 'test-account', addresses: allowed, walletType: 'software' })
            : failure(-32002, 'Access denied');
        }
        case 'signMessage': {
          const address = String(params?.['address']);
          const bytes = Array.from(new TextEncoder().encode(String(params?.['message'])));
          const signed = (await bridge['__wkBitcoinSign']!(origin, address, bytes)) as {
            error?: string;
            signature?: string;
          };
          return signed.error
            ? failure(-32000, signed.error)
            : answer({ signature: signed.signature, address, protocol: params?.['protocol'] });
        }
        case 'wallet_renouncePermissions':
          await bridge['__wkBitcoinDisconnect']!(origin);
          return answer(null);
        default:
          return failure(-32601, `Method ${method} not found`);
      }
    },
  };
  (window as unknown as { XverseProviders?: unknown }).XverseProviders = { BitcoinProvider };
}
