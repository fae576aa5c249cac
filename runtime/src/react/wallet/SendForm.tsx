import { useEffect, useId, useState } from 'react';
import { formatTokenQuantity, tokenKey } from '../../core/balances/display.js';
import { shortenTransactionAddress } from '../../core/activity/display.js';
import { formatBalance } from '../../core/balance-format.js';
import { useSend } from '../hooks/useSend.js';
import { useNetwork } from '../hooks/useNetwork.js';
import { useTokenBalances } from '../hooks/useTokenBalances.js';
import { Button } from '../primitives/Button/Button.js';
import { Notice } from '../primitives/Notice/Notice.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { sendFormSheet } from './SendForm.css.js';
import { stackSheet } from '../primitives/Stack/Stack.css.js';
import type { MessageKey } from '../i18n/messages/keys.js';
import { useText } from '../i18n/useText.js';
import { SEND_TEXT } from '../i18n/messages/en-send.js';
import { AmountInput } from './AmountInput.js';
import { StackedForm } from '../primitives/Form/StackedForm.js';

/** What a receiver looks like on each chain family (ENS names are eip155 only). */
const RECEIVER_PLACEHOLDER: Partial<Record<string, MessageKey & keyof typeof SEND_TEXT>> = {
  eip155: 'send.receiverEip155',
  solana: 'send.receiverSolana',
};

/** The fee is estimated once the visitor has stopped typing for this long. */
const FEE_DEBOUNCE_MS = 500;

/**
 * The Send view's form: token, amount with max, receiver, fee estimate, then a
 * review step and the send. A failure returns to the form exactly as it was, with the reason.
 */
export function SendForm() {
  const { t } = useText(SEND_TEXT);
  useComponentStyles(sendFormSheet, stackSheet);
  const id = useId();
  const send = useSend();
  const { tokenBalances } = useTokenBalances();
  const { network } = useNetwork();
  const [reviewing, setReviewing] = useState(false);
  // Looking up a name in the receiver field before the review shows where the send goes.
  const [preparing, setPreparing] = useState(false);
  const {
    token,
    sendTokenAmount = '',
    typedAmount,
    receiverAddress = '',
    receiverProfileName,
    resolvedReceiver,
    fee,
    feeLoading,
    loading,
    error,
    problem,
    lastTxId,
  } = send;

  // With one token to send there is nothing to choose: it is selected for the visitor.
  const onlyToken = tokenBalances.length === 1 ? tokenBalances[0] : undefined;
  useEffect(() => {
    if (!token && onlyToken) send.setToken(onlyToken);
  }, [token, onlyToken]);

  useEffect(() => {
    if (!token || !sendTokenAmount || !receiverAddress) return;
    const timer = setTimeout(() => void send.estimateFee(), FEE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The actions are stable per kit; re-estimate when the inputs change.
  }, [token, sendTokenAmount, receiverAddress]);

  // A failed send goes back to the form so the visitor sees it unchanged with the reason.
  useEffect(() => {
    if (error) setReviewing(false);
  }, [error]);

  if (reviewing && token) {
    return (
      <Stack gap="large" data-testid="wk-send-review">
        <Text variant="title" as="h3">
          {t('send.title', { amount: sendTokenAmount, symbol: token.symbol ?? '' })}
        </Text>
        <dl className="wk-review-list">
          <dt>{t('send.to')}</dt>
          <dd title={resolvedReceiver ?? receiverAddress} data-testid="wk-send-review-receiver">
            {/* A name is shown whole, as typed (the visitor recognises it), with the address it
                resolved to, where the send goes. */}
            {receiverProfileName && resolvedReceiver ? (
              <>
                <bdi>{receiverProfileName}</bdi>
                {' · '}
                <span data-testid="wk-send-review-resolved">
                  {shortenTransactionAddress(resolvedReceiver)}
                </span>
              </>
            ) : (
              shortenTransactionAddress(receiverAddress)
            )}
          </dd>
          <dt>{t('send.networkFee')}</dt>
          <dd data-testid="wk-send-review-fee">
            {fee
              ? `≈ ${formatBalance(fee.fee, 6)} ${fee.symbol}`
              : feeLoading
                ? t('send.estimating')
                : t('send.feeByWallet')}
          </dd>
        </dl>
        <Button
          fullWidth
          loading={loading}
          onClick={() => void send.send().then((tx) => tx && setReviewing(false))}
          data-testid="wk-send-confirm"
        >
          {loading ? t('send.confirmInWallet') : t('send.send')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          disabled={loading}
          onClick={() => setReviewing(false)}
          data-testid="wk-send-back"
        >
          {t('send.edit')}
        </Button>
      </Stack>
    );
  }

  return (
    <StackedForm
      onSubmit={() => {
        if (preparing) return;
        setPreparing(true);
        void send.review().then((ready) => {
          setPreparing(false);
          if (ready) setReviewing(true);
        });
      }}
    >
      <label className="wk-field" htmlFor={`${id}-token`}>
        <span>{t('send.token')}</span>
        <select
          id={`${id}-token`}
          className="wk-input"
          data-testid="wk-send-token"
          value={token ? tokenKey(token) : ''}
          onChange={(event) =>
            send.setToken(tokenBalances.find((b) => tokenKey(b) === event.target.value))
          }
        >
          <option value="">{t('send.selectToken')}</option>
          {tokenBalances.map((balance) => (
            <option key={tokenKey(balance)} value={tokenKey(balance)}>
              {balance.symbol} — {formatTokenQuantity(balance)}
            </option>
          ))}
        </select>
      </label>
      <div className="wk-field">
        <label htmlFor={`${id}-amount`}>{t('send.amount')}</label>
        <div className="wk-row">
          <AmountInput
            id={`${id}-amount`}
            data-testid="wk-send-amount"
            value={typedAmount ?? sendTokenAmount}
            onChange={send.setAmount}
          />
          <Button
            variant="secondary"
            disabled={!token}
            onClick={() => void send.fillMax()}
            data-testid="wk-send-max"
          >
            {t('send.max')}
          </Button>
        </div>
      </div>
      <label className="wk-field" htmlFor={`${id}-receiver`}>
        <span>{t('send.receiver')}</span>
        <input
          id={`${id}-receiver`}
          className="wk-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(
            RECEIVER_PLACEHOLDER[network?.chainNamespace ?? 'eip155'] ?? 'send.receiverOther',
          )}
          data-testid="wk-send-receiver"
          value={receiverAddress}
          onChange={(event) => send.setReceiver(event.target.value)}
        />
      </label>
      <Text variant="small" data-testid="wk-send-fee" aria-live="polite">
        {fee ? t('send.feeEstimate', { fee: `${formatBalance(fee.fee, 6)} ${fee.symbol}` }) : ' '}
      </Text>
      {error && (
        <Notice data-testid="wk-send-error">
          {/* The kit's own refusals in the visitor's language; the spec's texts stay English. */}
          {problem ? t(`send.problem.${problem.kind}`, problem.values) : error}
        </Notice>
      )}
      {lastTxId && !error && (
        <Text variant="secondary" role="status" data-testid="wk-send-success" title={lastTxId}>
          {t('send.sent', { tx: shortenTransactionAddress(lastTxId) })}
        </Text>
      )}
      <Button type="submit" fullWidth loading={preparing} data-testid="wk-send-review-button">
        {t('send.review')}
      </Button>
    </StackedForm>
  );
}
