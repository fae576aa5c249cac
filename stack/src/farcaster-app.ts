/**
 * A Farcaster app for tests: what the phone app does once the visitor scans a Sign In With
 * Farcaster QR code and approves. It reads the channel's parameters from the relay, builds the
 * SIWF message with `@farcaster/auth-client`, signs it with the fid's custody key and posts it
 * to the relay's authenticate route, as the real app does.
 */
import { createWalletClient, viemConnector } from '@farcaster/auth-client';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export interface FarcasterAppOptions {
  /** The auth relay's base URL (the wallet service's own relay by default). */
  relayUrl: string;
  /** The Optimism node the IdRegistry is on (the local anvil). */
  rpcUrl: string;
  fid: number;
  username: string;
  /** The custody key of the fid. */
  custodyKey: Hex;
  /** Sent as `X-Farcaster-Auth-Relay-Key` when the relay asks for one. */
  authKey?: string;
}

/** What a test may change to make the app send a sign-in that must be refused. */
export interface ApproveOverrides {
  domain?: string;
  nonce?: string;
  /** Signs with this key instead of the custody key. */
  signerKey?: Hex;
  /** Sends this signature instead of the real one. */
  signature?: Hex;
}

export interface ApproveAnswer {
  status: number;
  body: unknown;
}

export function channelTokenOf(connectUri: string): string {
  const token = new URL(connectUri).searchParams.get('channelToken');
  if (!token) throw new Error(`No channel token in ${connectUri}`);
  return token;
}

export function farcasterApp(options: FarcasterAppOptions) {
  const client = createWalletClient({
    relay: options.relayUrl,
    ethereum: viemConnector({ rpcUrl: options.rpcUrl }),
  });
  const custody = privateKeyToAccount(options.custodyKey);

  async function channelParams(channelToken: string) {
    const response = await fetch(`${options.relayUrl}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${channelToken}` },
    });
    if (response.status !== 202) {
      throw new Error(`The channel is not pending: ${response.status} ${await response.text()}`);
    }
    const channel = (await response.json()) as {
      nonce: string;
      signatureParams: {
        siweUri: string;
        domain: string;
        nonce?: string;
        notBefore?: string;
        expirationTime?: string;
        requestId?: string;
      };
    };
    return channel;
  }

  return {
    address: custody.address,

    /** Approves the sign-in the connect URI (the QR code's text) asks for. */
    async approve(connectUri: string, overrides: ApproveOverrides = {}): Promise<ApproveAnswer> {
      const channelToken = channelTokenOf(connectUri);
      const { nonce, signatureParams: params } = await channelParams(channelToken);
      const built = client.buildSignInMessage({
        domain: overrides.domain ?? params.domain,
        uri: params.siweUri,
        nonce: overrides.nonce ?? params.nonce ?? nonce,
        address: custody.address,
        fid: options.fid,
        ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
        ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
      });
      if (built.isError) throw built.error;
      const signer = overrides.signerKey ? privateKeyToAccount(overrides.signerKey) : custody;
      const signature =
        overrides.signature ?? (await signer.signMessage({ message: built.message }));
      return authenticate(channelToken, { message: built.message, signature });
    },

    /** Posts a signed message to a channel as it is, for tests of what the relay refuses. */
    authenticate: (channelToken: string, signed: { message: string; signature: Hex }) =>
      authenticate(channelToken, signed),
  };

  async function authenticate(
    channelToken: string,
    signed: { message: string; signature: Hex },
  ): Promise<ApproveAnswer> {
    const answer = await client.authenticate({
      channelToken,
      authKey: options.authKey ?? '',
      ...signed,
      fid: options.fid,
      username: options.username,
      displayName: options.username,
      bio: '',
    });
    if (answer.isError) throw answer.error;
    return { status: answer.response.status, body: answer.data };
  }
}

export type FarcasterApp = ReturnType<typeof farcasterApp>;
