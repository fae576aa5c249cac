/**
 * Message signing over WalletConnect for the Bitcoin, Polkadot and Cosmos namespaces, with
 * their standard session methods. Each resolves with the signature as the kit passes it on
 * (and a server verifies it):
 * - bip122 `signMessage` (BIP-322, base64);
 * - polkadot `polkadot_signMessage` (the wallet wraps the text in `<Bytes>…</Bytes>`; hex);
 * - cosmos has no message method: `cosmos_signAmino` of the ADR-036 sign doc, which is what
 *   Keplr's `signArbitrary` signs; the amino StdSignature as JSON.
 */
import { adr036SignDoc } from '@wallet-kit/schemas';
import type { CaipNetworkId } from '../core/types.js';
import type { WalletConnectClient } from './client-api.js';

export type MessageFamily = 'bip122' | 'polkadot' | 'cosmos';

function field(result: unknown, key: string): unknown {
  return typeof result === 'object' && result !== null
    ? (result as Record<string, unknown>)[key]
    : undefined;
}

function nonEmpty(value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw new Error('The wallet returned an invalid signature');
  }
  return value;
}

/** Some Bitcoin wallets answer in hex; the kit's Bitcoin signatures are base64. */
function bitcoinSignature(value: string): string {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(value) || value.length < 128) return value;
  let binary = '';
  for (let index = 0; index < value.length; index += 2) {
    binary += String.fromCharCode(parseInt(value.slice(index, index + 2), 16));
  }
  return btoa(binary);
}

export async function signFamilyMessage(
  client: WalletConnectClient,
  family: MessageFamily,
  params: { message: string; address: string; chainId: CaipNetworkId },
): Promise<string> {
  const { message, address, chainId } = params;
  switch (family) {
    case 'bip122': {
      const result = await client.request<unknown>({
        chainId,
        method: 'signMessage',
        params: { account: address, address, message, protocol: 'bip322' },
      });
      return bitcoinSignature(nonEmpty(field(result, 'signature')));
    }
    case 'polkadot': {
      const result = await client.request<unknown>({
        chainId,
        method: 'polkadot_signMessage',
        params: { address, message },
      });
      return nonEmpty(field(result, 'signature'));
    }
    case 'cosmos': {
      const result = await client.request<unknown>({
        chainId,
        method: 'cosmos_signAmino',
        params: { signerAddress: address, signDoc: adr036SignDoc(address, message) },
      });
      const signature = field(result, 'signature');
      if (typeof field(signature, 'signature') !== 'string' || !field(signature, 'pub_key')) {
        throw new Error('The wallet returned an invalid signature');
      }
      return JSON.stringify({
        pub_key: field(signature, 'pub_key'),
        signature: field(signature, 'signature'),
      });
    }
  }
}
