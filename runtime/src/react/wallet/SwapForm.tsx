import { useEffect, useId } from 'react';
import { useStoreSlice } from '../hooks/useStoreSlice.js';
import type { SwapFeature, SwapProblem, SwapTokenOption } from '../../eip155/swaps/index.js';
import { readAmount } from '../../core/send/decimal.js';
import type { FeatureDefinition } from '../../core/kit-api.js';
import { formatUnits } from '../../core/units.js';
import { formatBalance } from '../../core/balance-format.js';
import { shortenTransactionAddress } from '../../core/activity/display.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { useTokenBalances } from '../hooks/useTokenBalances.js';
import { Button } from '../primitives/Button/Button.js';
import { Notice } from '../primitives/Notice/Notice.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { sendFormSheet } from './SendForm.css.js';
import { stackSheet } from '../primitives/Stack/Stack.css.js';
import { SWAP_TEXT } from '../i18n/messages/en-swap.js';
import { useText } from '../i18n/useText.js';
import { AmountInput } from './AmountInput.js';
import { StackedForm } from '../primitives/Form/StackedForm.js';

/** The quote is read once the visitor has stopped typing for this long (the kit's debounce). */
const QUOTE_DEBOUNCE_MS = 500;

const PROBLEM_MESSAGES: Record<SwapProblem, keyof typeof SWAP_TEXT> = {
  'unsupported-network': 'swap.unsupported',
  'same-token': 'swap.problem.sameToken',
  'zero-amount': 'swap.problem.zeroAmount',
  'invalid-amount': 'swap.problem.invalidAmount',
  'insufficient-balance': 'swap.problem.insufficientBalance',
  'insufficient-for-fee': 'swap.problem.insufficientForFee',
  'no-pool': 'swap.problem.noPool',
  'no-liquidity': 'swap.problem.noLiquidity',
  'too-small': 'swap.problem.tooSmall',
  'quote-failed': 'swap.problem.quoteFailed',
};

/** At most 6 decimals, trailing zeros dropped: enough to compare a quote with a balance. */
function shown(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.');
  const cut = fraction.slice(0, 6).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole!;
}

export interface SwapFormProps {
  /** The swap controller (`swapFeature` of `@wallet-kit/runtime/eip155`), loaded with the view. */
  feature: FeatureDefinition<SwapFeature>;
}

/**
 * The Swap view's form: the token sold and the token bought, the amount, the quote read from the
 * chain with the minimum received at the kit's slippage and the rate, then the swap through the
 * wallet (an exact approval first when needed). A failed or declined swap keeps the form.
 */
export function SwapForm({ feature }: SwapFormProps) {
  const { t } = useText(SWAP_TEXT);
  useComponentStyles(sendFormSheet, stackSheet);
  const id = useId();
  const swaps = useWalletKit().feature(feature);
  const state = useStoreSlice(swaps.store);
  // The held tokens join the list and give the balances an amount is checked against.
  const { tokenBalances } = useTokenBalances();
  const tokens = swaps.tokens();
  const router = swaps.router();
  const { sell, buy, amount, quote, quoting, problem, networkFee, error, sending, lastTxId } =
    state;

  // Sell the native currency and buy the first other token unless the visitor chose.
  useEffect(() => {
    if (!router) return;
    if (!sell && tokens[0]) swaps.setSell(tokens[0].key);
    if (!buy && tokens[1]) swaps.setBuy(tokens[1].key);
  }, [router, tokens.length]);

  useEffect(() => {
    if (!router || !sell || !buy || !amount.trim()) return;
    const timer = setTimeout(() => void swaps.requote(), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [router, sell, buy, amount, tokenBalances]);

  if (!router) {
    return <Notice data-testid="wk-swap-unsupported">{t('swap.unsupported')}</Notice>;
  }

  const option = (key: string | undefined): SwapTokenOption | undefined =>
    tokens.find((token) => token.key === key);
  const sold = option(sell);
  const bought = option(buy);
  const current = quote && quote.sell === sell && quote.buy === buy && quote.amount === amount;
  const approves = current && quote.plan.calls.length > 1;

  const tokenSelect = (
    which: 'sell' | 'buy',
    testId: { 'data-testid': string },
    value: string | undefined,
    onChange: (key: SwapTokenOption['key'] | undefined) => void,
  ) => (
    <label className="wk-field" htmlFor={`${id}-${which}`}>
      <span>{t(which === 'sell' ? 'swap.sell' : 'swap.buy')}</span>
      <select
        id={`${id}-${which}`}
        className="wk-input"
        {...testId}
        value={value ?? ''}
        disabled={Boolean(sending)}
        onChange={(event) => onChange(option(event.target.value)?.key)}
      >
        <option value="">{t('swap.selectToken')}</option>
        {tokens.map((token) => (
          <option key={token.key} value={token.key}>
            {token.balance === undefined
              ? token.symbol
              : `${token.symbol} — ${shown(token.balance, token.decimals)}`}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <StackedForm onSubmit={() => void swaps.swap()}>
      {tokenSelect('sell', { 'data-testid': 'wk-swap-sell-token' }, sell, swaps.setSell)}
      <label className="wk-field" htmlFor={`${id}-amount`}>
        <span>{t('swap.amount')}</span>
        <AmountInput
          id={`${id}-amount`}
          data-testid="wk-swap-amount"
          value={amount}
          disabled={Boolean(sending)}
          onChange={swaps.setAmount}
        />
      </label>
      {tokenSelect('buy', { 'data-testid': 'wk-swap-buy-token' }, buy, swaps.setBuy)}
      <dl className="wk-review-list" aria-live="polite">
        <dt>{t('swap.quote')}</dt>
        <dd data-testid="wk-swap-quote">
          {current && bought
            ? `≈ ${shown(quote.plan.quote, bought.decimals)} ${bought.symbol}`
            : quoting
              ? t('swap.quoting')
              : '—'}
        </dd>
        <dt>{t('swap.minimum', { slippage: '1' })}</dt>
        <dd data-testid="wk-swap-minimum">
          {current && bought
            ? `${shown(quote.plan.minimumOut, bought.decimals)} ${bought.symbol}`
            : '—'}
        </dd>
        <dt>{t('swap.rate')}</dt>
        <dd data-testid="wk-swap-rate">
          {current && sold && bought
            ? `1 ${sold.symbol} ≈ ${rateOf(quote.plan.quote, bought.decimals, readAmount(amount))} ${bought.symbol}`
            : '—'}
        </dd>
      </dl>
      {approves && sold && (
        <Text variant="small">
          {t('swap.approvalNote', { amount: readAmount(amount), symbol: sold.symbol })}
        </Text>
      )}
      {problem && (
        <Notice data-testid="wk-swap-error">
          {t(PROBLEM_MESSAGES[problem], {
            symbol: sold?.symbol ?? '',
            fee:
              networkFee !== undefined && sold
                ? `${formatBalance(formatUnits(networkFee, sold.decimals), 6)} ${sold.symbol}`
                : '',
          })}
        </Notice>
      )}
      {error && <Notice data-testid="wk-swap-error">{error}</Notice>}
      {lastTxId && !error && (
        <Text variant="secondary" role="status" data-testid="wk-swap-success" title={lastTxId}>
          {t('swap.success', { tx: shortenTransactionAddress(lastTxId) })}
        </Text>
      )}
      <Button
        type="submit"
        fullWidth
        loading={Boolean(sending)}
        disabled={!current || Boolean(problem)}
        data-testid="wk-swap-submit"
      >
        {sending === 'approve'
          ? t('swap.approveInWallet', { symbol: sold?.symbol ?? '' })
          : sending === 'swap'
            ? t('swap.confirmInWallet')
            : t('swap.submit')}
      </Button>
    </StackedForm>
  );
}

/** What one unit sold buys, at the quote (the average price of this amount). */
function rateOf(quote: bigint, decimals: number, amount: string): string {
  const sold = Number(amount);
  if (!(sold > 0)) return '—';
  const rate = Number(formatUnits(quote, decimals)) / sold;
  return rate >= 1 ? rate.toFixed(4) : rate.toPrecision(4);
}
