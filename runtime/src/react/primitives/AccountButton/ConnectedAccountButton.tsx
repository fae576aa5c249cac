import { formatBalanceWithSymbol } from '../../../core/balance-format.js';
import { AccountButton, type AccountButtonProps } from './AccountButton.js';

export interface ConnectedAccountButtonProps extends Omit<AccountButtonProps, 'balance'> {
  /** Whole units as the adapter reported them ("10000.0"); shown rounded, with the symbol. */
  balance?: string | undefined;
  balanceSymbol?: string | undefined;
}

/** The connect button of a connected account: `AccountButton` with the balance formatted. */
export function ConnectedAccountButton({
  balance,
  balanceSymbol,
  ...rest
}: ConnectedAccountButtonProps) {
  return (
    <AccountButton
      {...rest}
      balance={
        balance === undefined ? undefined : formatBalanceWithSymbol({ balance, balanceSymbol })
      }
    />
  );
}
