/**
 * Test helpers: call a running wallet service the way the frame does (project and host headers
 * on every call) and read its mail from the local SMTP inbox.
 */
import { codeFrom, type SmtpInbox } from '@wallet-kit/local-stack/smtp';

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

interface ClientOptions {
  project: string;
  host: string;
  origin?: string;
}

export function serviceClient(url: string, options: ClientOptions) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'X-Wallet-Kit-Project': options.project,
        'X-Wallet-Kit-Host': options.host,
        ...(options.origin ? { Origin: options.origin } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the text itself
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  return {
    call,
    get: (path: string, token?: string) => call('GET', path, undefined, token ? bearer(token) : {}),
    post: (path: string, body: unknown, token?: string) =>
      call('POST', path, body, token ? bearer(token) : {}),
    start: (email: string, deviceId: string) =>
      call('POST', '/v1/email/start', { email, deviceId }),
    verify: (email: string, deviceId: string, otp: string) =>
      call('POST', '/v1/email/verify', { email, deviceId, otp }),
  };
}

export type ServiceClient = ReturnType<typeof serviceClient>;

/** Asks for a code, reads it from the inbox and enters it: the verify answer. */
export async function logIn(
  client: ServiceClient,
  inbox: SmtpInbox,
  email: string,
  deviceId: string,
): Promise<Answer> {
  const after = new Date();
  const started = await client.start(email, deviceId);
  if (started.body?.action !== 'VERIFY_OTP') {
    throw new Error(`Expected a code, got ${started.status} ${JSON.stringify(started.body)}`);
  }
  const mail = await inbox.waitForMessage({ to: email, after });
  const verified = await client.verify(email, deviceId, codeFrom(mail));
  if (verified.status !== 200) {
    throw new Error(`Login failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  return verified;
}

/** A device id like the frame's. */
export const newDeviceId = () => `device-${crypto.randomUUID()}`;
