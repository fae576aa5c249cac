import { useIsEmbeddedAccount } from '../embedded/useEmbeddedLogin.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { Row } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';

/** The Account view's line for an account logged in with Farcaster: its Farcaster name. */
export function FarcasterAccount() {
  const embedded = useIsEmbeddedAccount();
  const userName = useKitStore('embedded', (s) => s.farcasterUserName);
  const status = useKitStore('embedded', (s) => s.status);
  if (!embedded || !userName || status !== 'connected') return null;
  return (
    <Row>
      <Text variant="secondary" data-testid="wk-account-farcaster">
        Farcaster · @{userName}
      </Text>
    </Row>
  );
}
