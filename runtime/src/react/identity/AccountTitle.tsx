import { shortenAddress } from '../format/shortenAddress.js';
import { Text } from '../primitives/Text/Text.js';
import { useAccountIdentity } from './useAccountIdentity.js';

/**
 * The Account view's heading: the account's ENS name in place of its shortened address, the
 * full address as its title either way. With a name, the shortened address follows it in
 * small text, so the visitor still sees which address it is.
 */
export function AccountTitle({ address }: { address: string }) {
  const { ensName } = useAccountIdentity();
  return (
    <Text
      variant="title"
      as="h3"
      title={address}
      data-testid="wk-account-address"
      {...(ensName ? { 'data-wk-ens-name': '' } : {})}
    >
      {ensName ?? shortenAddress(address)}
    </Text>
  );
}

/** Under a heading that shows the ENS name: the shortened address it stands for. */
export function AccountShortAddress({ address }: { address: string }) {
  const { ensName } = useAccountIdentity();
  if (!ensName) return null;
  return (
    <Text variant="secondary" title={address} data-testid="wk-account-short-address">
      {shortenAddress(address)}
    </Text>
  );
}
