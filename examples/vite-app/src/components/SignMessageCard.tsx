import { useId, useState } from 'react';
import { useAccount, useWalletKit } from '../wallet-kit';
import { Card } from './Card.js';

const DEFAULT_MESSAGE = 'Hello from the wallet-kit demo';

/** Signing goes through the kit, which asks the connected wallet (`personal_sign`). */
export function SignMessageCard() {
  const kit = useWalletKit();
  const { isConnected } = useAccount();
  const messageId = useId();
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  const [signing, setSigning] = useState(false);
  const [signature, setSignature] = useState<string>();
  const [error, setError] = useState<string>();

  const sign = async () => {
    setSigning(true);
    setError(undefined);
    setSignature(undefined);
    try {
      setSignature(await kit.signMessage(message));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSigning(false);
    }
  };

  return (
    <Card id="sign" title="Sign a message">
      <label className="label" htmlFor={messageId}>
        Message
      </label>
      <textarea
        id={messageId}
        className="textarea"
        rows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        data-testid="demo-message"
      />
      <button
        type="button"
        className="button"
        disabled={!isConnected || signing || message.length === 0}
        onClick={() => void sign()}
        data-testid="demo-sign"
      >
        {signing ? 'Waiting for the wallet…' : 'Sign a message'}
      </button>
      {!isConnected && <p className="muted">Connect a wallet first.</p>}
      {signature && (
        <div className="result">
          <span className="label">Signature</span>
          <output className="mono signature" data-testid="demo-signature">
            {signature}
          </output>
        </div>
      )}
      {error && (
        <p className="error" role="alert" data-testid="demo-sign-error">
          {error}
        </p>
      )}
    </Card>
  );
}
