/**
 * The Swap view. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(SWAP_TEXT)`. Keys and translations: docs/locales.md.
 */
export const SWAP_TEXT = {
  'swap.sell': 'You sell',
  'swap.buy': 'You buy',
  'swap.selectToken': 'Select a token',
  'swap.amount': 'Amount',
  'swap.quote': 'You receive',
  'swap.quoting': 'Getting a quote…',
  'swap.minimum': 'Minimum received ({slippage} % slippage)',
  'swap.rate': 'Rate',
  'swap.approvalNote':
    'Your wallet first asks you to approve exactly {amount} {symbol} for the exchange, then the swap.',
  'swap.submit': 'Swap',
  'swap.approveInWallet': 'Approve {symbol} in your wallet',
  'swap.confirmInWallet': 'Confirm the swap in your wallet',
  'swap.success': 'Swapped · {tx}',
  'swap.unsupported': 'Network not supported for Swaps',
  'swap.problem.sameToken': 'Choose two different tokens',
  'swap.problem.zeroAmount': 'The amount must be more than 0',
  'swap.problem.invalidAmount': 'Enter an amount as a number',
  'swap.problem.insufficientBalance': 'Insufficient {symbol} balance',
  'swap.problem.insufficientForFee':
    'Not enough {symbol} to pay the network fee (≈ {fee}) on top of this amount',
  'swap.problem.noPool': 'There is no pool for this pair on this network',
  'swap.problem.noLiquidity': 'Not enough liquidity for this swap',
  'swap.problem.tooSmall': 'The amount is too small to swap',
  'swap.problem.quoteFailed': 'The quote could not be read. Try again.',
} as const;
