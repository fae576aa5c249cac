/**
 * The contract between WalletConnect one-click auth (`wc_sessionAuthenticate`) and the
 * sign-in feature: WalletConnect asks the wallet for what `OneClickAuth.request` names and
 * hands back what it signed; the sign-in side decides both. Types only, here in the core so
 * that neither side imports the other and a kit can carry either without the other.
 */
import type { Cacao, CaipNetworkId } from '@wallet-kit/schemas';

/** The sign-in fields of a `wc_sessionAuthenticate` request (sign-client 2.21.8 names). */
export interface OneClickAuthRequest {
  /** eip155 chains, the network being connected first (wallets sign for the first one). */
  chains: CaipNetworkId[];
  domain: string;
  /** The page (EIP-4361 `URI`, CACAO `aud`). */
  uri: string;
  nonce: string;
  statement?: string;
  /** ISO 8601 expiry of the sign-in (not of the WalletConnect session). */
  exp?: string;
  nbf?: string;
  requestId?: string;
  resources?: string[];
}

/** A CACAO the wallet returned and the exact EIP-4361 text it signed. */
export interface SignedCacao {
  cacao: Cacao;
  message: string;
}

export interface OneClickAuth {
  /** The sign-in to ask for, or undefined to pair with a plain session proposal. */
  request(chains: CaipNetworkId[]): Promise<OneClickAuthRequest | undefined>;
  /** Checks and keeps what the wallet signed; a rejection ends the new session. */
  accept(request: OneClickAuthRequest, signed: SignedCacao[]): Promise<void>;
}
