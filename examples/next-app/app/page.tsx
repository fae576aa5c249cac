import { ConnectButton } from './wallet-kit';
import { Account } from './account';

export default function Home() {
  return (
    <main>
      <h1>wallet-kit on Next.js</h1>
      <ConnectButton />
      <Account />
    </main>
  );
}
