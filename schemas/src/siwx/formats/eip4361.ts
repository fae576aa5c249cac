/**
 * EIP-4361 (Sign-In with Ethereum), byte for byte as the `siwe` package and viem's
 * `createSiweMessage` write it: an absent statement leaves its empty line, the chain id is the
 * plain number.
 */
import type { SiwxMessageData } from '../types.js';
import { checkedStatement, fieldLines } from './fields.js';

export function formatEip4361(data: SiwxMessageData, chainReference: string): string {
  const statement = checkedStatement(data.statement);
  const head = `${data.domain} wants you to sign in with your Ethereum account:\n${data.accountAddress}\n\n`;
  return `${head}${statement ? `${statement}\n` : ''}\n${fieldLines(data, chainReference).join('\n')}`;
}
