/**
 * What the frame does for each request of the host page. Signing and sending run only after
 * the visitor pressed Approve in the frame's own panel; a refusal answers 4001. The code that
 * reads, describes, signs and sends for a family is fetched at its first request (each an
 * import() below), so connecting loads none of it; see docs/embedded-wallet.md.
 */
import {
  isApprovalRpcMethod,
  isSafeRpcMethod,
  isWalletReadRpcMethod,
  RPC_NOT_ALLOWED,
  type FrameRequest,
} from '@wallet-kit/schemas';
import type { RequestDescription } from './approval-description.js';
import { FrameRequestError } from './frame-request-error.js';
import type { FarcasterLogin } from './farcaster-login.js';
import type { SocialLogin } from './social-login.js';
import type { FrameWallet, PasskeyPrompt } from './frame-wallet.js';
import { SMART_ACCOUNTS_UNSUPPORTED } from './smart-account-choice.js';
import type { SmartAccountWallet } from './smart-account-wallet.js';
import { describeApproval } from './describe-approval.js';

export { FrameRequestError };

const USER_REJECTED = new FrameRequestError('User rejected the request.', 4001);
const NOT_CONNECTED = 'The embedded wallet is not connected';
const SOCIAL_NOT_BUILT = 'Social login is not available in this version';
const FARCASTER_NOT_BUILT = 'Farcaster login is not available in this version';

export interface HandlerDeps {
  wallet: FrameWallet;
  /**
   * Shows the request in the frame's panel; resolves true when the visitor approves. An abort
   * of `signal` closes the panel and rejects with the signal's reason.
   */
  askApproval(description: RequestDescription, signal: AbortSignal): Promise<boolean>;
  /** The node of each network (CAIP-2 id → URL), as the wallet service lists them. */
  rpcUrls(): Promise<Record<string, string>>;
  applyTheme(theme: Extract<FrameRequest, { type: 'syncTheme' }>['payload']): void;
  setAppName(name: string): void;
  initialChainId: string | undefined;
  /** Social login through the wallet service; absent, social requests are refused. */
  social?: SocialLogin;
  /** Sign In With Farcaster through the wallet service; absent, Farcaster requests are refused. */
  farcaster?: FarcasterLogin;
  /** Smart accounts on the networks the wallet service enables them on; absent, none. */
  smartAccounts?: SmartAccountWallet;
  /** Asks the visitor in the frame's panel to use or make a passkey; true when they go ahead. */
  askPasskey?: PasskeyPrompt;
}

/** Display hints the kit sends with a request; the frame checks both before using them. */
interface RpcHints {
  abi?: unknown;
  network?: unknown;
}

const caip2 = (chainId: string | number | undefined) =>
  typeof chainId === 'number' ? `eip155:${chainId}` : chainId;

/** Why a waiting request fails when the host switches networks under it. */
const NETWORK_CHANGED = (from: string, to: string) =>
  new FrameRequestError(
    `The network changed from ${from} to ${to} while the request waited for approval; it was rejected. Ask again on the network you mean.`,
    4001,
  );

export function createHandlers(deps: HandlerDeps) {
  let chainId = deps.initialChainId;
  /** Aborted when the network changes: every request waiting for approval on it is rejected. */
  let networkEpoch = new AbortController();

  function keys() {
    const current = deps.wallet.keys();
    if (!current) throw new FrameRequestError(NOT_CONNECTED);
    return current;
  }

  function social(): SocialLogin {
    if (!deps.social) throw new FrameRequestError(SOCIAL_NOT_BUILT);
    return deps.social;
  }

  /** The preferred account type, and the smart account when it is the one used on `chain`. */
  async function accountOn(chain: string) {
    const smart = deps.smartAccounts;
    const userId = deps.wallet.session()?.userId;
    const preferred = smart && userId ? smart.preferred(userId) : 'eoa';
    const useSmart = preferred === 'smartAccount' && !!smart && (await smart.enabled(chain));
    return { preferred, smart: useSmart ? smart : undefined };
  }

  async function userFor(requested: string | undefined) {
    const current = keys();
    const chain = requested ?? chainId ?? 'eip155:1';
    const eoa = chain.startsWith('solana:') ? current.solana.address : current.eip155.address;
    const session = deps.wallet.session();
    const accounts: { address: string; type: 'eoa' | 'smartAccount' }[] = [
      { address: eoa, type: 'eoa' },
    ];
    const { preferred, smart } = await accountOn(chain);
    let address = eoa;
    let smartAccountDeployed = false;
    if (deps.smartAccounts && (await deps.smartAccounts.enabled(chain))) {
      const smartAddress = await deps.smartAccounts.address(chain, current.eip155);
      accounts.push({ address: smartAddress, type: 'smartAccount' });
      smartAccountDeployed = await deps.smartAccounts.deployed(chain, current.eip155);
      if (smart) address = smartAddress;
    }
    return {
      email: deps.wallet.email() ?? null,
      address,
      chainId: chain,
      accounts,
      userName: session?.userName ?? null,
      authProvider: session?.socialProvider ?? 'email',
      preferredAccountType: preferred,
      smartAccountDeployed,
    };
  }

  /** `hints`: what the kit adds for the panel (the call's ABI, its name for the network). */
  async function rpc(method: string, params: unknown, hints: RpcHints = {}) {
    if (isWalletReadRpcMethod(method)) {
      const chain = chainId ?? 'eip155:1';
      const { smart } = await accountOn(chain);
      const list = Array.isArray(params) ? params : [];
      // Questions about the smart account (its address, a batch it sent) are its own to answer,
      // whichever account is in use; the rest are the EOA's.
      const smartAnswer = await deps.smartAccounts?.walletRead(
        chain,
        keys().eip155,
        !!smart,
        method,
        list,
      );
      if (smartAnswer !== undefined) return smartAnswer;
      const address = keys().eip155.address;
      const { eip155WalletRead } = await import('./wallet-reads-eip155.js');
      return eip155WalletRead(
        address,
        { chainId: chain, rpcUrls: await deps.rpcUrls() },
        { method, params },
      );
    }
    if (isSafeRpcMethod(method)) {
      throw new FrameRequestError('Safe reads are answered by the network, not the wallet');
    }
    if (!isApprovalRpcMethod(method)) throw new FrameRequestError(RPC_NOT_ALLOWED);
    const current = keys();
    // The network is fixed now, when the request is made: the panel names it, the signature
    // or transaction uses it, and a switch while the panel is open rejects the request.
    const chain = chainId ?? 'eip155:1';
    const epoch = networkEpoch.signal;
    const { smart } = await accountOn(chain);
    const solana = method.startsWith('solana_');
    const rpcUrl = (await deps.rpcUrls())[chain];
    const from = solana
      ? current.solana.address
      : smart
        ? await smart.address(chain, current.eip155)
        : current.eip155.address;
    const useSmart = !!smart && method !== 'eth_sendRawTransaction' && !solana;
    // The signing code loads while the visitor reads the request, not after Approve.
    const signer = useSmart
      ? undefined
      : solana
        ? import('./rpc-solana.js')
        : import('./rpc-eip155.js');
    signer?.catch(() => undefined);
    const description = await describeApproval(method, params, {
      chain,
      from,
      rpcUrl,
      family: solana ? 'solana' : 'eip155',
      hints,
    });
    epoch.throwIfAborted();
    const approved = await deps.askApproval(description, epoch);
    if (!approved) throw USER_REJECTED;
    epoch.throwIfAborted();
    if (useSmart) {
      return smart.rpc(chain, current.eip155, method, Array.isArray(params) ? params : []);
    }
    if (solana) {
      const { solanaRpc } = await import('./rpc-solana.js');
      return solanaRpc(current.solana, rpcUrl, method, params);
    }
    const { eip155Rpc } = await import('./rpc-eip155.js');
    return eip155Rpc(current.eip155, { chainId: chain, rpcUrl }, { method, params });
  }

  return async function handle(request: FrameRequest): Promise<unknown> {
    switch (request.type) {
      case 'connectEmail':
        return { action: await deps.wallet.connectEmail(request.payload.email) };
      case 'connectDevice':
        await deps.wallet.connectDevice();
        return {};
      case 'connectOtp':
        await deps.wallet.connectOtp(request.payload.otp);
        return {};
      case 'isConnected':
        return { isConnected: await deps.wallet.isConnected() };
      case 'getUser': {
        if (request.payload.socialUri) await social().connect(request.payload.socialUri);
        const userId = deps.wallet.session()?.userId;
        const asked = request.payload.preferredAccountType;
        if (deps.smartAccounts && userId && (asked === 'eoa' || asked === 'smartAccount')) {
          // An account type the service cannot give leaves the stored one as it is.
          await deps.smartAccounts.setPreferred(userId, asked).catch(() => undefined);
        }
        return userFor(caip2(request.payload.chainId));
      }
      case 'getChainId':
        return { chainId: chainId ?? 'eip155:1' };
      case 'switchNetwork': {
        const next = caip2(request.payload.chainId);
        if (next !== chainId) {
          networkEpoch.abort(NETWORK_CHANGED(chainId ?? 'eip155:1', next ?? ''));
          networkEpoch = new AbortController();
        }
        chainId = next;
        return { chainId };
      }
      case 'signOut':
        await deps.wallet.signOut();
        return {};
      case 'rpcRequest':
        return {
          result: await rpc(request.payload.method, request.payload.params, request.payload),
        };
      case 'updateEmail':
        return deps.wallet.updateEmail(request.payload.email);
      case 'updateEmailPrimaryOtp':
        await deps.wallet.updateEmailPrimaryOtp(request.payload.otp);
        return {};
      case 'updateEmailSecondaryOtp':
        return deps.wallet.updateEmailSecondaryOtp(request.payload.otp);
      case 'getSmartAccountEnabledNetworks':
        return {
          smartAccountEnabledNetworks: (await deps.smartAccounts?.enabledNetworks()) ?? [],
        };
      case 'setPreferredAccount': {
        const userId = deps.wallet.session()?.userId;
        if (!userId) throw new FrameRequestError(NOT_CONNECTED);
        if (!deps.smartAccounts) {
          if (request.payload.type !== 'eoa')
            throw new FrameRequestError(SMART_ACCOUNTS_UNSUPPORTED);
          return {};
        }
        await deps.smartAccounts.setPreferred(userId, request.payload.type);
        return {};
      }
      case 'initSmartAccount': {
        const chain = chainId ?? 'eip155:1';
        if (!deps.smartAccounts || !(await deps.smartAccounts.enabled(chain))) {
          throw new FrameRequestError(SMART_ACCOUNTS_UNSUPPORTED);
        }
        await deps.smartAccounts.address(chain, keys().eip155);
        return {};
      }
      case 'syncTheme':
        deps.applyTheme(request.payload);
        return {};
      case 'syncDappData':
        deps.setAppName(request.payload.metadata.name);
        return {};
      case 'reload':
        return {};
      case 'getSocialRedirectUri':
        return social().redirectUri(request.payload.provider);
      case 'connectSocial':
        return social().connect(request.payload.uri);
      case 'getFarcasterUri':
        if (!deps.farcaster) throw new FrameRequestError(FARCASTER_NOT_BUILT);
        return deps.farcaster.uri();
      case 'connectFarcaster':
        if (!deps.farcaster) throw new FrameRequestError(FARCASTER_NOT_BUILT);
        return deps.farcaster.connect();
      case 'stopFarcaster':
        // Without Farcaster login there is no wait to end.
        deps.farcaster?.stop();
        return {};
      case 'passkeyStep':
        return { step: await deps.wallet.passkeyStep() };
      case 'passkey':
        await deps.wallet.runPasskeyStep(deps.askPasskey ?? (async () => false));
        return {};
    }
  };
}
