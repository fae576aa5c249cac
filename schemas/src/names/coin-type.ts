/**
 * A name's address is stored per coin type (ENSIP-11): Ethereum mainnet is 60, any other EVM
 * chain is its chain id with the top bit set. Chain ids of 2^31 and above would collide with
 * that bit, so they have no coin type.
 */
const EVM_BIT = 0x80000000;
export const ETHEREUM_COIN_TYPE = 60;

export function coinTypeForChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= EVM_BIT) {
    throw new Error('Invalid chainId');
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE;
  return (EVM_BIT | chainId) >>> 0;
}

/** The EVM chain id of a coin type, or undefined for a coin type that is not an EVM chain. */
export function chainIdForCoinType(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1;
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_BIT || coinType > 0xffffffff) {
    return undefined;
  }
  return coinType - EVM_BIT;
}
