import { useCallback } from 'react';
import type { PairingWallet } from '../../core/types.js';
import type { WalletListEntry } from '../../wallets/types.js';
import { settleConnect } from './settleConnect.js';
import { useKitStore } from './useKitStore.js';
import { usePairing } from './usePairing.js';
import { useWalletKit } from './useWalletKit.js';

function pairingWallet({ wallet }: WalletListEntry): PairingWallet {
  const { id, name, imageUrl, rdns, mobileLink, universalLink, homepage } = wallet;
  return Object.fromEntries(
    Object.entries({ id, name, imageUrl, rdns, mobileLink, universalLink, homepage }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as unknown as PairingWallet;
}

/**
 * Picking a catalogue wallet (AllWallets, Connect): an installed one connects directly, the
 * others pair over WalletConnect in ConnectingWalletConnect (QR code, or its deep link on mobile).
 * Either view shows a declined or failed attempt; nothing is left to reject (`settleConnect`).
 */
export function useSelectWallet(): (entry: WalletListEntry) => void {
  const kit = useWalletKit();
  const { pair } = usePairing({ renew: false });
  const connectors = useKitStore('connector', (s) => s.connectors);
  return useCallback(
    (entry: WalletListEntry) => {
      const installed = entry.connectorId
        ? connectors.find((connector) => connector.id === entry.connectorId)
        : undefined;
      if (installed) void settleConnect(kit, kit.connect(installed));
      else void pair(pairingWallet(entry));
    },
    [kit, connectors, pair],
  );
}
