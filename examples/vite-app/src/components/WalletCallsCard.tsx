import { useAccount } from '../wallet-kit';
import { Card } from './Card.js';
import { Eip155Calls } from './Eip155Calls.js';
import { SolanaCalls } from './SolanaCalls.js';

/**
 * Signing and sending through the kit's wallet calls: each button asks the connected wallet,
 * and shows what it answered or the kit's error (a declined prompt, or a call this wallet does
 * not support). Nothing here talks to a wallet directly.
 */
export function WalletCallsCard() {
  const { isConnected, network } = useAccount();
  return (
    <Card id="wallet-calls" title="Sign and send">
      {!isConnected && <p className="muted">Connect a wallet first.</p>}
      {isConnected && network?.chainNamespace === 'eip155' && <Eip155Calls />}
      {isConnected && network?.chainNamespace === 'solana' && <SolanaCalls />}
    </Card>
  );
}
