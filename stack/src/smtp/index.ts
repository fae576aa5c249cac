/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives: the inbox the wallet
 * service mails its codes and device links to in tests and in the demo. No authentication,
 * no TLS.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  /** Lower-cased recipient addresses from the SMTP envelope. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  receivedAt: Date;
}

export interface SmtpInbox {
  port: number;
  /** `smtp://127.0.0.1:<port>`, ready for nodemailer or the wallet service's SMTP_URL. */
  url: string;
  messages: ReceivedMessage[];
  /**
   * How many messages arrived, counting those whose acknowledgement a slow server (`delayMs`)
   * still holds back (their senders are still waiting on it) and which `messages` lacks yet.
   */
  arrived(): number;
  /** The first message to `to` received after `after` (default: any time), waiting for it. */
  waitForMessage(query: { to: string; after?: Date; timeoutMs?: number }): Promise<ReceivedMessage>;
  stop(): Promise<void>;
}

/** The six-digit code in a message. */
export function codeFrom(message: ReceivedMessage): string {
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`No six-digit code in the message "${message.subject}"`);
  return match[1]!;
}

/** The first http(s) link in a message. */
export function linkFrom(message: ReceivedMessage): string {
  const match = /https?:\/\/[^\s<>"]+/.exec(message.text);
  if (!match) throw new Error(`No link in the message "${message.subject}"`);
  return match[0];
}

export interface SmtpInboxOptions {
  port?: number;
  /** A slow mail server: each message is acknowledged this long after it arrived. */
  delayMs?: number;
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: ReceivedMessage[] = [];
  let arrived = 0;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          arrived += 1;
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  // Strictly after: a test takes `after` just before asking for a new mail, and the message it
  // waited for last may carry that same millisecond; a new mail takes longer than that to come.
  const find = (to: string, after: Date | undefined) =>
    messages.find(
      (message) => message.to.includes(to.toLowerCase()) && (!after || message.receivedAt > after),
    );

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    arrived: () => arrived,
    waitForMessage({ to, after, timeoutMs = 10_000 }) {
      const found = find(to, after);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const message = find(to, after);
          if (!message) return;
          cleanup();
          resolve(message);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No email to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
