/**
 * Real Bitcoin, Polkadot and Cosmos sign-ins for the server's tests: the local stack's family
 * signers sign the exact message text each family's way.
 */
import {
  createSiwxMessageData,
  formatSiwxMessage,
  type CaipNetworkId,
  type CreateMessageParams,
  type SiwxSession,
} from '@wallet-kit/schemas';
import { DOMAIN, ORIGIN } from './solana-sign-in.js';

export interface MessageSigner {
  readonly address: string;
  signMessage(message: string): string | Promise<string>;
}

export async function familySignIn(
  signer: MessageSigner,
  chainId: CaipNetworkId,
  fields: Partial<CreateMessageParams> = {},
): Promise<SiwxSession> {
  const data = createSiwxMessageData({
    chainId,
    accountAddress: signer.address,
    domain: DOMAIN,
    uri: ORIGIN,
    ...fields,
  });
  const message = formatSiwxMessage(data);
  return { data, message, signature: await signer.signMessage(message) };
}
