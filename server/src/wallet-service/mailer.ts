/**
 * Sends the service's emails over SMTP with nodemailer. The texts are plain and short; the code
 * or the link is the only secret in them and is never logged.
 */
import { createTransport } from 'nodemailer';
import { mailTime } from './device-label.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export const MAIL_NOT_SENT = 'The email could not be sent. Please try again later';

/** The SMTP server refused or could not be reached; the message names no recipient. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/**
 * A pool of kept-open SMTP connections: a connection per mail (nodemailer's default) costs a TCP
 * handshake and the whole SMTP greeting each time, which was most of the service's CPU for a mail
 * (docs/benchmarks.md). The URL's own settings win, so `?pool=false` or `?maxConnections=10` in
 * SMTP_URL still apply; TLS and authentication are per connection as before.
 */
const POOLED = { pool: true, maxConnections: 5 } as const;

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({ ...POOLED, url: smtpUrl });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        throw new MailDeliveryError(code ?? 'SMTP error', { cause: message });
      }
    },
    close() {
      transport.close();
    },
  };
}

/** Where a sign-in was asked from: the browser and the time, shown in the code mail. */
export interface SignInDevice {
  browser: string;
  time: string;
}

export function codeMail(
  to: string,
  code: string,
  minutes: number,
  purpose: string,
  device?: SignInDevice,
): Mail {
  return {
    to,
    subject: purpose === 'login' ? 'Your wallet sign-in code' : 'Your email change code',
    text: [
      ...(device
        ? [`A sign-in to your wallet was asked from ${device.browser} on ${device.time}.`, '']
        : []),
      `Your code is ${code}`,
      '',
      'Enter it only in the window where you are signing in; never give it to anyone.',
      `It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  };
}

/** Sent when a new device is handed the material that lets it rebuild the visitor's key. */
export function newDeviceMail(
  to: string,
  device: string,
  at: Date,
  mode: 'passkey' | 'custodial',
): Mail {
  return {
    to,
    subject: 'A new device is opening your wallet',
    text: [
      `Your wallet is being opened on a new device: ${device}, on ${mailTime(at)}.`,
      mode === 'passkey'
        ? 'It opens there only with your passkey.'
        : 'That device now holds a share of your wallet key.',
      '',
      'If this was not you, sign in on a device you trust, move your funds to a new wallet,',
      'and change the password of your email account.',
    ].join('\n'),
  };
}
