'use client';
// A component that calls the kit's hooks is a client component (a server component has no state).
import { useAccount } from './wallet-kit';

export function Account() {
  const { isConnected, address } = useAccount();
  if (!isConnected) return null;
  return <p data-testid="next-address">{address}</p>;
}
