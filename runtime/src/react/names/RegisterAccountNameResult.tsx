import { useRouterActions } from '../hooks/useRouter.js';
import { Button } from '../primitives/Button/Button.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useNames } from './useNames.js';

/**
 * The RegisterAccountNameSuccess view: while the wallet signs it asks the visitor to sign;
 * once the service has stored the name it says so. Leaving while the wallet is asked cancels
 * the attempt (the names controller watches the router), so the form is not left loading.
 */
export function RegisterAccountNameResult() {
  const names = useNames();
  const router = useRouterActions();
  const { loading, registeredName } = names;

  if (loading || !registeredName) {
    return (
      <Stack align="center" gap="large" data-testid="wk-name-signing">
        <Spinner size="large" label="Waiting for your wallet" />
        <Text variant="title" as="h3">
          Sign the message in your wallet
        </Text>
        <Text variant="secondary">
          It proves the name is chosen by this account. It costs nothing.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="large">
      <Text variant="title" as="h3" role="status" data-testid="wk-name-success">
        {registeredName} is yours
      </Text>
      <Text variant="secondary">
        People can now send to {registeredName} instead of your address.
      </Text>
      <Button fullWidth data-testid="wk-name-done" onClick={() => router.reset('Account')}>
        Back to account
      </Button>
    </Stack>
  );
}
