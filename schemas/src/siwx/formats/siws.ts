/**
 * Sign-In With Solana text (the Wallet Standard `solana:signIn` message layout): the statement
 * and the field block each follow a blank line; an absent statement leaves no line at all.
 * The chain id is the cluster name wallets show (mainnet, devnet, testnet) when known.
 */
import type { SiwxMessageData } from '../types.js';
import { checkedStatement, fieldLines } from './fields.js';

/** Genesis-hash prefixes of the CAIP-2 Solana ids (CAIP-30) → the names SIWS uses. */
const SOLANA_CLUSTERS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
};

export function solanaChainName(chainReference: string): string {
  return SOLANA_CLUSTERS[chainReference] ?? chainReference;
}

export function formatSiws(data: SiwxMessageData, chainReference: string): string {
  const statement = checkedStatement(data.statement);
  let message = `${data.domain} wants you to sign in with your Solana account:\n${data.accountAddress}`;
  if (statement) message += `\n\n${statement}`;
  return `${message}\n\n${fieldLines(data, solanaChainName(chainReference)).join('\n')}`;
}
