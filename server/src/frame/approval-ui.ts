/**
 * The frame's approval panel: what a request asks, with Approve and Reject buttons. It lives
 * in the frame's own document, so the host page can neither read it nor press its buttons.
 * One request is shown at a time; the next waits for the answer to the previous one.
 */
import type { RequestDescription } from './describe-request.js';

const STYLE = `
:root { color-scheme: light dark; --wk-accent: #3396ff; --wk-bg: #ffffff; --wk-fg: #141414; --wk-muted: #5c5c5c; --wk-font: system-ui, sans-serif; }
:root[data-theme='dark'] { --wk-bg: #191a1a; --wk-fg: #e4e7e7; --wk-muted: #9a9a9a; }
html, body { margin: 0; height: 100%; background: transparent; font-family: var(--wk-font); color: var(--wk-fg); }
.wk-approval { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; gap: 12px; padding: 16px; background: var(--wk-bg); }
.wk-approval[hidden] { display: none; }
.wk-approval h1 { font-size: 16px; margin: 0; }
.wk-approval .app { font-size: 13px; color: var(--wk-muted); margin: 0; }
.wk-approval dl { margin: 0; flex: 1; overflow: auto; font-size: 13px; display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; }
.wk-approval dt { color: var(--wk-muted); }
.wk-approval dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.wk-approval .actions { display: flex; gap: 8px; }
.wk-approval button { flex: 1; font: inherit; font-size: 14px; padding: 10px 12px; border-radius: 12px; cursor: pointer; border: 1px solid var(--wk-muted); background: transparent; color: var(--wk-fg); }
.wk-approval button.approve { background: var(--wk-accent); border-color: var(--wk-accent); color: #ffffff; }
.wk-approval button:focus-visible { outline: 2px solid var(--wk-accent); outline-offset: 2px; }
`;

/** A question with one action button, e.g. "Use your passkey". */
export interface PanelPrompt {
  title: string;
  text: string;
  action: string;
  cancel: string;
}

export interface ApprovalPanel {
  ask(description: RequestDescription): Promise<boolean>;
  /** Resolves true when the action is pressed: the click's user activation is still live. */
  prompt(prompt: PanelPrompt): Promise<boolean>;
  setAppName(name: string): void;
}

export function createApprovalPanel(document: Document): ApprovalPanel {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);

  const panel = document.createElement('section');
  panel.className = 'wk-approval';
  panel.hidden = true;
  panel.setAttribute('aria-live', 'polite');
  document.body.append(panel);

  let appName = '';
  let queue: Promise<unknown> = Promise.resolve();

  function render(
    description: RequestDescription,
    answer: (approved: boolean) => void,
    labels = { approve: 'Approve', reject: 'Reject', testId: 'frame' },
  ) {
    const title = document.createElement('h1');
    title.textContent = description.title;
    const app = document.createElement('p');
    app.className = 'app';
    app.textContent = appName ? `Requested by ${appName}` : '';
    const list = document.createElement('dl');
    for (const [label, value] of description.lines) {
      const term = document.createElement('dt');
      term.textContent = label;
      const detail = document.createElement('dd');
      detail.textContent = value;
      list.append(term, detail);
    }
    const reject = document.createElement('button');
    reject.type = 'button';
    reject.textContent = labels.reject;
    reject.dataset.testid = `${labels.testId}-reject`;
    const approve = document.createElement('button');
    approve.type = 'button';
    approve.className = 'approve';
    approve.textContent = labels.approve;
    approve.dataset.testid = `${labels.testId}-approve`;
    const actions = document.createElement('div');
    actions.className = 'actions';
    actions.append(reject, approve);
    panel.replaceChildren(title, app, list, actions);
    panel.hidden = false;
    const done = (approved: boolean) => {
      panel.hidden = true;
      panel.replaceChildren();
      answer(approved);
    };
    reject.addEventListener('click', () => done(false), { once: true });
    approve.addEventListener('click', () => done(true), { once: true });
    approve.focus();
  }

  return {
    ask(description) {
      const answer = queue.then(
        () => new Promise<boolean>((resolve) => render(description, resolve)),
      );
      queue = answer.catch(() => undefined);
      return answer;
    },
    prompt({ title, text, action, cancel }) {
      const answer = queue.then(
        () =>
          new Promise<boolean>((resolve) =>
            render({ title, lines: [['', text]] }, resolve, {
              approve: action,
              reject: cancel,
              testId: 'frame-passkey',
            }),
          ),
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
