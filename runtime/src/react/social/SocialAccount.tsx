import { SOCIAL_LOGIN } from '@wallet-kit/schemas';
import { useKitStore } from '../hooks/useKitStore.js';
import { Row } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useIsEmbeddedAccount } from '../embedded/useEmbeddedLogin.js';

/** The Account view's line for an account logged in with a social login: provider and name. */
export function SocialAccount() {
  const embedded = useIsEmbeddedAccount();
  const provider = useKitStore('embedded', (s) => s.socialProvider);
  const userName = useKitStore('embedded', (s) => s.userName);
  const status = useKitStore('embedded', (s) => s.status);
  if (!embedded || !provider || status !== 'connected') return null;
  const name = SOCIAL_LOGIN.providers[provider];
  return (
    <Row>
      <Text variant="secondary" data-testid="wk-account-social" data-wk-provider={provider}>
        {userName ? `${name} · ${userName}` : name}
      </Text>
    </Row>
  );
}
