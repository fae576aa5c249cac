/** What the frame's panel says before each passkey ceremony (its button starts the ceremony). */
import type { PanelPrompt } from './approval-ui.js';
import { t } from './text/frame-text.js';

const promptOf = (step: 'recover' | 'create'): PanelPrompt => ({
  title: t(`passkey.${step}.title`),
  text: t(`passkey.${step}.text`),
  action: t(`passkey.${step}.action`),
  cancel: t(`passkey.${step}.cancel`),
});

/** Read when a ceremony starts, so the words are in the locale the frame was opened with. */
export const PASSKEY_PROMPTS: Record<'recover' | 'create', PanelPrompt> = {
  get recover() {
    return promptOf('recover');
  },
  get create() {
    return promptOf('create');
  },
};
