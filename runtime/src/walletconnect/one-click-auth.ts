/**
 * WalletConnect one-click auth (`wc_sessionAuthenticate`, which applies only when every chain
 * is eip155). The pairing asks the wallet
 * for a session and a signed sign-in message (CACAO) in one step; a wallet without support
 * answers the session proposal the SDK sends alongside, and the kit signs in as usual.
 * What is asked and what is kept comes from the sign-in side through `OneClickAuth`, so this
 * entry carries no sign-in code of its own (the contract lives in `core/one-click-auth.ts`).
 */
import type { NamespaceConfig } from '@walletconnect/universal-provider';
import type { Cacao } from '@wallet-kit/schemas';
import type { OneClickAuth, OneClickAuthRequest } from '../core/one-click-auth.js';
import type { CaipNetwork, CaipNetworkId } from '../core/types.js';
import { NAMESPACE_METHODS } from './namespaces.js';
import { WC_ERRORS } from './constants.js';
import type { Provider, SessionStruct } from './sdk.js';

/**
 * The chains to authenticate on, or undefined when one-click auth does not apply: some
 * configured network is not eip155 (sign-client refuses mixed or non-eip155 requests, and a
 * wallet could not approve the other families in that session).
 */
export function oneClickAuthChains(
  networks: readonly CaipNetwork[],
  first?: CaipNetwork,
): CaipNetworkId[] | undefined {
  if (networks.length === 0 || networks.some((network) => network.chainNamespace !== 'eip155')) {
    return undefined;
  }
  const chains = networks.map((network) => network.caipNetworkId);
  if (!first || !chains.includes(first.caipNetworkId)) return chains;
  return [first.caipNetworkId, ...chains.filter((chain) => chain !== first.caipNetworkId)];
}

/**
 * sign-client 2.21.8's one-click path (ReCap base64, the EIP-191 hash in its CACAO check)
 * calls Node's global `Buffer`, which browsers lack. The `buffer` package fills it in only
 * when this path runs, so a page that never signs in this way keeps its globals untouched.
 */
async function ensureBufferGlobal(): Promise<void> {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer) return;
  const { Buffer } = await import('buffer');
  scope.Buffer ??= Buffer;
}

/**
 * Pairs through `universalProvider.authenticate`. Resolves with the session struct once the
 * sign-in side accepted the CACAOs (or right away when the wallet answered the fallback
 * proposal, so no CACAO came back).
 */
export async function authenticateSession(
  provider: Provider,
  params: {
    request: OneClickAuthRequest;
    namespaces: NamespaceConfig;
    auth: OneClickAuth;
    /**
     * Called once the wallet has approved, before the sign-in side is handed its signature:
     * false when the page no longer waits for this pairing (the visitor left it).
     */
    approved(): boolean;
  },
): Promise<SessionStruct> {
  const { request, namespaces, auth } = params;
  await ensureBufferGlobal();
  const result = await provider.authenticate({
    ...request,
    // The session's methods come from the CACAO's ReCap: ask for what the kit uses.
    methods: [...NAMESPACE_METHODS.eip155],
    // Not in the SDK's type, but read by universal-provider (setNamespaces): keeps the rpcMap
    // (our own RPCs) in the provider, as a plain connect() does.
    ...({ optionalNamespaces: namespaces } as object),
  });
  if (!result.session) throw new Error('The wallet approved no session');
  if (!params.approved()) {
    // Approved after the visitor left: no sign-in, and the wallet keeps no session.
    await provider.disconnect().catch(() => undefined);
    throw new Error(WC_ERRORS.PAIRING_REPLACED);
  }
  const cacaos = (result.auths ?? []) as unknown as Cacao[];
  if (cacaos.length === 0) return result.session;
  const signed = cacaos.map((cacao) => ({
    cacao,
    // The SDK's own EIP-4361 text of the CACAO: what the wallet signed and the SDK verified.
    message: provider.client.formatAuthMessage({
      request: cacao.p as never,
      iss: String(cacao.p.iss),
    }),
  }));
  try {
    await auth.accept(request, signed);
  } catch (error) {
    // Not signed in: do not leave the wallet holding a session the kit will not use.
    await provider.disconnect().catch(() => undefined);
    throw error;
  }
  return result.session;
}
