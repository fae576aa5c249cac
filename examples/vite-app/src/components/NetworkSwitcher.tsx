import { useState } from 'react';
import { useNetwork } from '../wallet-kit';

/** A host-side network switch: the kit asks the wallet, and every view follows. */
export function NetworkSwitcher() {
  const { network, networks, switchNetwork } = useNetwork();
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();

  const switchTo = async (target: (typeof networks)[number]) => {
    setPending(target.caipNetworkId);
    setError(undefined);
    try {
      await switchNetwork(target);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <div className="network-switcher">
      <div className="segmented" role="group" aria-label="Network">
        {networks.map((option) => {
          const active = option.caipNetworkId === network?.caipNetworkId;
          return (
            <button
              key={option.caipNetworkId}
              type="button"
              className="segmented__option"
              aria-pressed={active}
              disabled={pending !== undefined}
              data-testid={`demo-switch-${option.caipNetworkId}`}
              onClick={() => void (active ? undefined : switchTo(option))}
            >
              {pending === option.caipNetworkId ? 'Switching…' : option.name}
            </button>
          );
        })}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
