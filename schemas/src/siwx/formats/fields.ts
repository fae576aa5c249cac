/** The "Key: value" tail shared by EIP-4361, Sign-In-With-Solana and CAIP-122 messages. */
import type { SiwxMessageData } from '../types.js';

export function fieldLines(data: SiwxMessageData, chainIdText: string): string[] {
  const lines = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainIdText}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ];
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources?.length) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  }
  return lines;
}

/** A statement must be one line: a newline would let it forge the fields below it. */
export function checkedStatement(statement: string | undefined): string | undefined {
  if (statement === undefined || statement === '') return undefined;
  if (/[\r\n]/.test(statement)) throw new Error('A sign-in statement must be a single line');
  return statement;
}
