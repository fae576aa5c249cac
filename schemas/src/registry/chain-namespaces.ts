/**
 * The chain families' namespaces, the keys of the family rows (chain-families.ts). Apart from
 * the rows so the page's CAIP id checks and stored-state readers load the list without them.
 */

/** Every namespace the config accepts, in the order adapters and choices are listed. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];
