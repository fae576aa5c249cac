/**
 * The demo's email login: a loopback SMTP server that keeps every mail, the wallet service
 * (PGlite in a temporary folder) mailing its codes there, a line in the terminal for every
 * code or device link it sends, and a small inbox page listing the mails.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  choosePort,
  startSmtpInbox,
  startWalletService,
  type ReceivedMessage,
  type SmtpInbox,
} from '@wallet-kit/local-stack';

export interface DemoEmailWallet {
  /** The wallet service's base URL (the kit's `endpoints.embeddedWalletUrl`). */
  url: string;
  /** The inbox page: every mail the service sent, newest first. */
  inboxUrl: string;
  smtp: SmtpInbox;
  stop(): Promise<void>;
}

interface DemoEmailWalletOptions {
  /** The page's origin, the only one the demo project allows. */
  appOrigin: string;
  /** CAIP-2 chain id → RPC URL the wallet frame sends through. */
  rpcUrls: Record<string, string>;
  /** The host name the wallet service is reached by (default 127.0.0.1, the page's). */
  serviceHostname?: string;
  /** Port of the inbox page. Undefined: 5180 when free, else any; 0: any free port. */
  inboxPort?: number;
  /** Port of the wallet service. Undefined or 0: any free port. */
  servicePort?: number;
  /** The node Farcaster sign-ins are verified on (its IdRegistry); absent, no Farcaster login. */
  farcasterRpcUrl?: string;
  log: (line: string) => void;
  /** More wallet service variables (the smart-account networks when a bundler runs). */
  env?: Record<string, string>;
}

const PROJECT_ID = 'demo';
const PREFERRED_INBOX_PORT = 5180;
const SIX_DIGITS = /\b(\d{6})\b/;
const LINK = /https?:\/\/[^\s<>"]+/;

/** What a mail asks the visitor to do: its code or its link. */
function mailSummary(message: ReceivedMessage): string {
  const code = SIX_DIGITS.exec(message.text)?.[1];
  if (code) return `code ${code}`;
  const link = LINK.exec(message.text)?.[0];
  return link ? `link ${link}` : message.subject;
}

export async function startDemoEmailWallet(
  options: DemoEmailWalletOptions,
): Promise<DemoEmailWallet> {
  const smtp = await startSmtpInbox();
  // Each mail is announced in the terminal as soon as it lands.
  const seen = { count: 0 };
  const announce = setInterval(() => {
    for (const message of smtp.messages.slice(seen.count)) {
      options.log(`email to ${message.to.join(', ')}: ${mailSummary(message)}`);
    }
    seen.count = smtp.messages.length;
  }, 200);
  let service: Awaited<ReturnType<typeof startWalletService>> | undefined;
  let inbox: Server | undefined;
  const stop = async () => {
    clearInterval(announce);
    if (inbox) await new Promise<void>((resolve) => inbox!.close(() => resolve()));
    await service?.stop();
    await smtp.stop();
  };
  try {
    service = await startWalletService({
      projects: { [PROJECT_ID]: [options.appOrigin] },
      smtpPort: smtp.port,
      ...(options.servicePort ? { port: options.servicePort } : {}),
      ...(options.serviceHostname ? { publicHostname: options.serviceHostname } : {}),
      rpcUrls: options.rpcUrls,
      ...(options.env ? { env: options.env } : {}),
      ...(options.farcasterRpcUrl
        ? { env: { ...options.env, FARCASTER_RPC_URL: options.farcasterRpcUrl } }
        : {}),
    });
    inbox = createServer((request, response) => {
      if (request.url === '/messages.json') {
        response.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
        });
        response.end(JSON.stringify(smtp.messages));
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(inboxPage(smtp.messages));
    });
    const port = await choosePort(options.inboxPort, PREFERRED_INBOX_PORT);
    await new Promise<void>((resolve) => inbox!.listen(port, '127.0.0.1', () => resolve()));
    const inboxUrl = `http://127.0.0.1:${(inbox.address() as AddressInfo).port}/`;
    return { url: service.url, inboxUrl, smtp, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The inbox page: newest mail first, its code large, its link clickable. */
function inboxPage(messages: ReceivedMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map((message) => {
      const code = SIX_DIGITS.exec(message.text)?.[1];
      const link = LINK.exec(message.text)?.[0];
      return `<li>
  <p class="meta">${escapeHtml(message.receivedAt.toISOString())} · to ${escapeHtml(message.to.join(', '))}</p>
  <p class="subject">${escapeHtml(message.subject)}</p>
  ${code ? `<p class="code" data-testid="inbox-code">${code}</p>` : ''}
  ${link ? `<p><a href="${escapeHtml(link)}" target="_blank" rel="noopener" data-testid="inbox-link">Open the link</a></p>` : ''}
</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>wallet-kit demo inbox</title>
<style>
body { font: 16px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #1b1b1f; }
ul { list-style: none; padding: 0; }
li { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 0.75rem; }
.meta { color: #555; font-size: 0.85rem; margin: 0; }
.subject { font-weight: 600; margin: 0.25rem 0; }
.code { font: 600 1.8rem/1.2 ui-monospace, monospace; letter-spacing: 0.2em; margin: 0.25rem 0; }
</style>
</head>
<body>
<h1>Demo inbox</h1>
<p>Every email the demo's wallet service sent. Reload to see new ones.</p>
${messages.length === 0 ? '<p>No email yet.</p>' : `<ul>${rows}</ul>`}
</body>
</html>
`;
}
