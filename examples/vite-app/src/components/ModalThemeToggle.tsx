import { useSyncExternalStore } from 'react';
import { useWalletKit } from '../wallet-kit';

/** The light background the page gives the modal; the dark one comes from walletkit.config.ts. */
const LIGHT_BACKGROUND = '#ffffff';

/**
 * A host restyling the kit at run time: the kit's theme lives in its theme store, and every
 * kit element follows it. walletkit.config.ts sets the starting theme.
 */
export function ModalThemeToggle() {
  const kit = useWalletKit();
  const theme = useSyncExternalStore(kit.stores.theme.subscribe, kit.stores.theme.getState);

  const setMode = (mode: 'dark' | 'light') => {
    const configured = kit.config.theme;
    kit.stores.theme.setState(
      mode === configured.mode
        ? configured
        : { mode, variables: { ...configured.variables, background: LIGHT_BACKGROUND } },
    );
  };

  return (
    <div className="segmented" role="group" aria-label="Modal theme">
      {(['dark', 'light'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          className="segmented__option"
          aria-pressed={theme.mode === mode}
          onClick={() => setMode(mode)}
          data-testid={`demo-theme-${mode}`}
        >
          {mode === 'dark' ? 'Dark modal' : 'Light modal'}
        </button>
      ))}
    </div>
  );
}
