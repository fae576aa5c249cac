/**
 * The informal CAIP-122 form for chain families without a dedicated standard (bip122,
 * polkadot, cosmos): EIP-4361's layout with the family's name and the full CAIP-2 chain id.
 */
import type { ChainNamespace } from '../../resolved-config.js';
import type { SiwxMessageData } from '../types.js';
import { checkedStatement, fieldLines } from './fields.js';

const FAMILY_NAMES: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};

export function formatCaip122(data: SiwxMessageData, namespace: ChainNamespace): string {
  const statement = checkedStatement(data.statement);
  const head = `${data.domain} wants you to sign in with your ${FAMILY_NAMES[namespace]} account:\n${data.accountAddress}\n\n`;
  return `${head}${statement ? `${statement}\n` : ''}\n${fieldLines(data, data.chainId).join('\n')}`;
}
