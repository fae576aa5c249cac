/**
 * Keeps the wallet frame's colours those of the kit: the frame is sent the mode the kit is
 * drawn in (`auto` resolved against the system colour scheme), again at every theme change and,
 * in `auto`, at every change of the system's scheme, so the approval sheet never shows light
 * in a dark modal.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AppliedThemeMode, ThemeConfig } from '@wallet-kit/schemas';
import { subscribeSystemColorScheme, systemColorScheme } from '../core/system-color-scheme.js';
import { appliedThemeMode } from '../core/theme.js';
import type { FrameClient } from './frame-client.js';

export function syncFrameTheme(theme: StoreApi<ThemeConfig>, client: FrameClient): () => void {
  let sentMode: AppliedThemeMode | undefined;
  let sentVariables: ThemeConfig['variables'] | undefined;
  const sync = () => {
    const { mode, variables } = theme.getState();
    const themeMode = appliedThemeMode(mode, systemColorScheme());
    // A system change in a fixed mode changes nothing the frame shows.
    if (themeMode === sentMode && variables === sentVariables) return;
    sentMode = themeMode;
    sentVariables = variables;
    const themeVariables = Object.fromEntries(
      Object.entries(variables).filter(([, value]) => value !== undefined),
    );
    client
      .request('syncTheme', { themeMode, themeVariables, w3mThemeVariables: {} })
      .catch(() => undefined);
  };
  sync();
  const stopTheme = theme.subscribe(sync);
  const stopSystem = subscribeSystemColorScheme(sync);
  return () => {
    stopTheme();
    stopSystem();
  };
}
