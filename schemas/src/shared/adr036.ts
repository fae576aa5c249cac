/**
 * The ADR-036 sign doc: how Cosmos wallets sign arbitrary bytes (Keplr's `signArbitrary`). An
 * amino sign doc with one `sign/MsgSignData` message carrying the signer and the data in
 * base64, an empty chain id, zero account number and sequence, no fee and no memo. The signer
 * and the verifier both build it here so they sign and check the same bytes.
 */
export interface Adr036SignDoc {
  chain_id: '';
  account_number: '0';
  sequence: '0';
  fee: { gas: '0'; amount: [] };
  msgs: [{ type: 'sign/MsgSignData'; value: { signer: string; data: string } }];
  memo: '';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function adr036SignDoc(signer: string, data: string | Uint8Array): Adr036SignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    memo: '',
  };
}
