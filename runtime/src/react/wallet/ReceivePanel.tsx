import { useAccount } from '../hooks/useAccount.js';
import { CopyButton } from '../primitives/CopyButton/CopyButton.js';
import { QrCode } from '../primitives/QrCode/QrCode.js';
import { Stack, Row } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { receivePanelSheet } from './ReceivePanel.css.js';
import { useText } from '../i18n/useText.js';
import { RECEIVE_TEXT } from '../i18n/messages/en-receive.js';

/** The Receive view: the address as a QR code and as text, with copy. */
export function ReceivePanel() {
  const { t } = useText(RECEIVE_TEXT);
  useComponentStyles(receivePanelSheet);
  const { address, network } = useAccount();
  if (!address) return null;
  return (
    <Stack align="center" gap="large">
      <QrCode
        value={address}
        label={t('receive.qr', { address })}
        size={220}
        data-testid="wk-receive-qr"
      />
      <Text variant="secondary">
        {network ? t('receive.onlyOn', { network: network.name }) : t('receive.only')}
      </Text>
      <Row>
        <span className="wk-address-text" data-testid="wk-receive-address">
          {address}
        </span>
        <CopyButton text={address} label={t('common.copyAddress')} data-testid="wk-receive-copy" />
      </Row>
    </Stack>
  );
}
