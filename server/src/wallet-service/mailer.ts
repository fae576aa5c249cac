/**
 * Sends the service's emails over SMTP with nodemailer. The texts are plain and short; the code
 * or the link is the only secret in them and is never logged.
 */
import { createTransport } from 'nodemailer';

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

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
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

export function codeMail(to: string, code: string, minutes: number, purpose: string): Mail {
  return {
    to,
    subject: purpose === 'login' ? 'Your wallet sign-in code' : 'Your email change code',
    text: [
      `Your code is ${code}`,
      '',
      `It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  };
}

export function deviceMail(to: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: 'Approve this device for your wallet',
    text: [
      'Someone (hopefully you) is signing in to your wallet from a new device.',
      'Open this link to approve it:',
      '',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If it was not you, ignore this email.`,
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
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to,
    subject: 'A new device is opening your wallet',
    text: [
      `Your wallet is being opened on a new device: ${device}, at ${when}.`,
      mode === 'passkey'
        ? 'It opens there only with your passkey.'
        : 'That device now holds a share of your wallet key.',
      '',
      'If this was not you, sign in on a device you trust, move your funds to a new wallet,',
      'and change the password of your email account.',
    ].join('\n'),
  };
}
