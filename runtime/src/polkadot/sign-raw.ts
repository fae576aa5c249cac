/**
 * Message signing through an extension's `signRaw` with `type: 'bytes'`: the extension wraps
 * the bytes in `<Bytes>…</Bytes>` before signing (so a signed text can never be a transaction)
 * and answers with the signature as hex, which is how the kit passes it on.
 */
import { textToHex } from '../core/text-hex.js';
import type { InjectedExtension } from './injected-web3.js';
import { callPolkadotExtension } from './wallet-errors.js';

/** sr25519 and ed25519 signatures are 64 bytes, ecdsa 65. */
const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;

export async function signRawMessage(
  extension: InjectedExtension,
  address: string,
  message: string,
): Promise<string> {
  const signRaw = extension.signer.signRaw;
  if (!signRaw) throw new Error('The extension cannot sign messages');
  const { signature } = await callPolkadotExtension(() =>
    signRaw.call(extension.signer, { address, data: textToHex(message), type: 'bytes' }),
  );
  if (typeof signature !== 'string' || !SIGNATURE_HEX.test(signature)) {
    throw new Error('The wallet returned an invalid signature');
  }
  return signature;
}
