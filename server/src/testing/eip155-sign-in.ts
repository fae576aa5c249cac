/**
 * Real EOA sign-ins (EIP-191 over the EIP-4361 text) for the server's unit tests, with a client
 * whose chain is unreachable: viem then checks an EOA's signature by recovering its signer,
 * so verification runs end to end without a node.
 */
import {
  createSiwxMessageData,
  formatSiwxMessage,
  type CreateMessageParams,
  type SiwxSession,
} from '@wallet-kit/schemas';
import { createPublicClient, custom, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { messageWithEdits } from './tampered-message.js';

export const EIP155_CHAIN = 'eip155:1';

export const offlineClient = (): PublicClient =>
  createPublicClient({
    transport: custom({
      request: () => Promise.reject(new Error('no chain in unit tests')),
    }),
  }) as PublicClient;

export async function eip155SignIn(
  fields: Partial<CreateMessageParams> & { domain: string; uri: string },
  /** Changes the message fields after the valid text is built (a hand-written message). */
  edit: (data: SiwxSession['data']) => void = () => {},
): Promise<SiwxSession> {
  const account = privateKeyToAccount(generatePrivateKey());
  const valid = createSiwxMessageData({
    chainId: EIP155_CHAIN,
    accountAddress: account.address,
    ...fields,
  });
  const data = structuredClone(valid);
  edit(data);
  let message: string;
  try {
    message = formatSiwxMessage(data);
  } catch {
    message = messageWithEdits(valid, data);
  }
  return { data, message, signature: await account.signMessage({ message }) };
}
