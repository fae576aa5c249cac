/**
 * The frame's approval panel: what a request asks, with Approve and Reject buttons. It lives
 * in the frame's own document, so the host page can neither read it nor press its buttons.
 * One request is shown at a time; the next waits for the answer to the previous one.
 *
 * Approve works only once the panel has been seen, unobstructed, for ARM_DELAY_MS: re-armed
 * for every request (a double click cannot carry over to the next one) and disarmed whenever
 * the host covers the frame, makes it transparent or moves it off screen. See
 * docs/security.md ("Approval screen").
 */
import type { DescriptionSection, RequestDescription } from './approval-description.js';
import { t } from './text/frame-text.js';
import { watchVisibility, type Visibility } from './visibility-guard.js';

/** How long the panel must have been visible before Approve works. */
const ARM_DELAY_MS = 500;

const STYLE = `
:root { color-scheme: light dark; --wk-accent: #3396ff; --wk-bg: #ffffff; --wk-fg: #141414; --wk-muted: #5c5c5c; --wk-warn-bg: #fff4e5; --wk-warn-fg: #7a3e00; --wk-font: system-ui, sans-serif; }
:root[data-theme='dark'] { --wk-bg: #191a1a; --wk-fg: #e4e7e7; --wk-muted: #9a9a9a; --wk-warn-bg: #3a2a12; --wk-warn-fg: #ffcf8a; }
html, body { margin: 0; height: 100%; background: transparent; font-family: var(--wk-font); color: var(--wk-fg); }
.wk-approval { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; gap: 8px; padding: 12px 16px; background: var(--wk-bg); }
.wk-approval[hidden] { display: none; }
.wk-approval h1 { font-size: 16px; margin: 0; outline: none; }
.wk-approval .app, .wk-approval .status { font-size: 12px; color: var(--wk-muted); margin: 0; }
.wk-approval .facts { margin: 0; font-size: 12px; display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; }
.wk-approval .warning { margin: 0; padding: 6px 8px; border-radius: 8px; font-size: 12px; background: var(--wk-warn-bg); color: var(--wk-warn-fg); }
.wk-approval .details { flex: 1; min-height: 0; overflow: auto; border-top: 1px solid color-mix(in srgb, var(--wk-muted) 30%, transparent); padding-top: 4px; }
.wk-approval h2 { font-size: 13px; margin: 8px 0 4px; }
.wk-approval dl { margin: 0; font-size: 12px; display: grid; grid-template-columns: max-content 1fr; gap: 3px 10px; }
.wk-approval dt { color: var(--wk-muted); white-space: pre; }
.wk-approval dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.wk-approval dd.flag { color: var(--wk-warn-fg); background: var(--wk-warn-bg); font-weight: 600; padding-inline: 4px; border-radius: 4px; }
.wk-approval .data { direction: ltr; unicode-bidi: isolate; }
:root[dir='rtl'] .wk-approval .data { text-align: right; }
.wk-approval .actions { display: flex; gap: 8px; }
.wk-approval button { flex: 1; font: inherit; font-size: 14px; padding: 10px 12px; border-radius: 12px; cursor: pointer; border: 1px solid var(--wk-muted); background: transparent; color: var(--wk-fg); }
.wk-approval button.approve { background: var(--wk-accent); border-color: var(--wk-accent); color: #ffffff; }
.wk-approval button:disabled { cursor: not-allowed; opacity: 0.55; }
.wk-approval button:focus-visible { outline: 2px solid var(--wk-accent); outline-offset: 2px; }
`;

/** A question with one action button, e.g. "Use your passkey". */
export interface PanelPrompt {
  title: string;
  text: string;
  action: string;
  cancel: string;
}

interface ApprovalPanel {
  ask(description: RequestDescription, signal?: AbortSignal): Promise<boolean>;
  /** Resolves true when the action is pressed: the click's user activation is still live. */
  prompt(prompt: PanelPrompt): Promise<boolean>;
  setAppName(name: string): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * Data values (addresses, hashes, hex, amounts with their symbol) are laid out left to right in
 * every locale, isolated from the words around them, so a visitor reading Arabic compares an
 * address character by character in the order it is written.
 */
function definitionList(document: Document, lines: DescriptionSection['lines']): HTMLDListElement {
  const list = element(document, 'dl');
  for (const { label, value, flag, words } of lines) {
    const classes = [flag ? 'flag' : '', words ? '' : 'data'].filter(Boolean).join(' ');
    const detail = element(document, 'dd', flag ? `⚠ ${value}` : value, classes || undefined);
    if (!words) detail.dir = 'ltr';
    list.append(element(document, 'dt', label), detail);
  }
  return list;
}

export function createApprovalPanel(document: Document): ApprovalPanel {
  const window = document.defaultView as Window & typeof globalThis;
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);

  const panel = element(document, 'section', undefined, 'wk-approval');
  panel.hidden = true;
  panel.setAttribute('aria-label', t('panel.label'));
  document.body.append(panel);

  let appName = '';
  let queue: Promise<unknown> = Promise.resolve();
  let visibility: Visibility = 'hidden';
  /** Set while a request is shown: re-evaluates whether Approve may work. */
  let onVisibility: (() => void) | undefined;
  const guard = watchVisibility(window, panel, (next) => {
    visibility = next;
    onVisibility?.();
  });

  function render(
    description: RequestDescription,
    answer: (approved: boolean) => void,
    fail: (reason: unknown) => void,
    signal: AbortSignal | undefined,
  ) {
    const title = element(
      document,
      'h1',
      description.count ? `${description.title} (${description.count})` : description.title,
    );
    title.tabIndex = -1;
    const app = element(
      document,
      'p',
      appName ? t('panel.requestedBy', { app: appName }) : '',
      'app',
    );
    const facts = definitionList(document, [
      ...(description.network
        ? [
            {
              label: t('panel.network'),
              value: `${description.network.name} (${description.network.id})`,
            },
          ]
        : []),
      ...(description.from ? [{ label: t('panel.from'), value: description.from }] : []),
    ]);
    facts.className = 'facts';
    facts.dataset.testid = 'frame-approval-facts';
    const warnings = description.warnings.map((text) => {
      const warning = element(document, 'p', text, 'warning');
      warning.setAttribute('role', 'note');
      return warning;
    });
    const details = element(document, 'div', undefined, 'details');
    details.tabIndex = 0;
    details.setAttribute('aria-label', t('panel.details'));
    details.dataset.testid = 'frame-approval-details';
    for (const section of description.sections) {
      details.append(
        element(document, 'h2', section.heading),
        definitionList(document, section.lines),
      );
    }
    const status = element(document, 'p', t('panel.wait'), 'status');
    status.setAttribute('role', 'status');
    status.dataset.testid = 'frame-approval-status';
    const reject = element(document, 'button', t('panel.reject'));
    reject.type = 'button';
    reject.dataset.testid = 'frame-reject';
    const approve = element(document, 'button', t('panel.approve'), 'approve');
    approve.type = 'button';
    approve.dataset.testid = 'frame-approve';
    approve.disabled = true;
    const actions = element(document, 'div', undefined, 'actions');
    actions.append(reject, approve);
    panel.replaceChildren(title, app, facts, ...warnings, details, status, actions);
    panel.hidden = false;

    let armTimer: ReturnType<typeof setTimeout> | undefined;
    const disarm = () => {
      clearTimeout(armTimer);
      armTimer = undefined;
      approve.disabled = true;
    };
    // Armed only after ARM_DELAY_MS of being seen, counted again after every hiding.
    const update = () => {
      if (visibility !== 'visible') {
        disarm();
        status.textContent = t('panel.hidden');
        return;
      }
      if (!approve.disabled || armTimer) return;
      status.textContent = t('panel.wait');
      armTimer = setTimeout(() => {
        armTimer = undefined;
        approve.disabled = false;
        status.textContent = guard.detectsCovering ? '' : t('panel.noDetection');
      }, ARM_DELAY_MS);
    };
    onVisibility = update;
    update();

    const finish = () => {
      disarm();
      onVisibility = undefined;
      signal?.removeEventListener('abort', aborted);
      panel.removeEventListener('keydown', onKey);
      panel.hidden = true;
      panel.replaceChildren();
    };
    const done = (approved: boolean) => {
      finish();
      answer(approved);
    };
    const aborted = () => {
      finish();
      fail(signal?.reason);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done(false);
    };
    signal?.addEventListener('abort', aborted, { once: true });
    panel.addEventListener('keydown', onKey);
    reject.addEventListener('click', () => done(false), { once: true });
    approve.addEventListener('click', (event) => {
      // A click that reaches a disarmed button (or one not made by the visitor) does nothing.
      if (!event.isTrusted || approve.disabled || visibility !== 'visible') return;
      done(true);
    });
    // Focus goes to the request, never to Approve: Enter held or pressed twice cannot approve.
    title.focus();
  }

  /**
   * A question that signs nothing (the passkey steps): the browser's own passkey dialog follows
   * the press, so no arming delay; the action runs at once so the click's user activation
   * reaches WebAuthn. Only a real click counts.
   */
  function renderPrompt(
    { title, text, action, cancel }: PanelPrompt,
    answer: (yes: boolean) => void,
  ) {
    const heading = element(document, 'h1', title);
    heading.tabIndex = -1;
    const body = element(document, 'p', text, 'app');
    const no = element(document, 'button', cancel);
    no.type = 'button';
    no.dataset.testid = 'frame-passkey-reject';
    const yes = element(document, 'button', action, 'approve');
    yes.type = 'button';
    yes.dataset.testid = 'frame-passkey-approve';
    const actions = element(document, 'div', undefined, 'actions');
    actions.append(no, yes);
    panel.replaceChildren(heading, body, actions);
    panel.hidden = false;
    const done = (value: boolean) => {
      panel.hidden = true;
      panel.replaceChildren();
      answer(value);
    };
    no.addEventListener('click', () => done(false), { once: true });
    yes.addEventListener('click', (event) => {
      if (event.isTrusted) done(true);
    });
    heading.focus();
  }

  return {
    ask(description, signal) {
      const answer = queue.then(
        () =>
          new Promise<boolean>((resolve, reject) => {
            if (signal?.aborted) reject(signal.reason);
            else render(description, resolve, reject, signal);
          }),
      );
      queue = answer.catch(() => undefined);
      return answer;
    },
    prompt(question) {
      const answer = queue.then(
        () => new Promise<boolean>((resolve) => renderPrompt(question, resolve)),
      );
      queue = answer.catch(() => undefined);
      return answer;
    },
    setAppName(name) {
      appName = name;
    },
  };
}

/** The host's theme on the frame's own page: light or dark, accent, font. */
export function applyTheme(
  document: Document,
  theme: {
    themeMode: 'light' | 'dark';
    themeVariables?: Record<string, string | number> | undefined;
  },
): void {
  const root = document.documentElement;
  root.dataset.theme = theme.themeMode;
  const variables = theme.themeVariables ?? {};
  const accent = variables['--w3m-accent'] ?? variables.accent;
  const font = variables['--w3m-font-family'] ?? variables.fontFamily;
  // Only colours and font names reach the style: no url(), no expression.
  const safe = (value: unknown) =>
    typeof value === 'string' && /^[-#(),.%\w\s'"]+$/.test(value) && !/url\s*\(/i.test(value);
  if (safe(accent)) root.style.setProperty('--wk-accent', String(accent));
  if (safe(font)) root.style.setProperty('--wk-font', String(font));
}
