/** What the frame's panel says before each passkey ceremony (its button starts the ceremony). */
import type { PanelPrompt } from './approval-ui.js';

export const PASSKEY_PROMPTS: Record<'recover' | 'create', PanelPrompt> = {
  recover: {
    title: 'This device needs your passkey',
    text: 'Your wallet opens on a new device only with the passkey you made for it. Nobody else, not even the wallet service, can open it for you.',
    action: 'Use your passkey',
    cancel: 'Cancel',
  },
  create: {
    title: 'Protect your wallet with a passkey',
    text: 'Without a passkey this wallet opens only on this device. With one, you can open it on a new device after signing in; the wallet service alone never can.',
    action: 'Create a passkey',
    cancel: 'Not now',
  },
};
