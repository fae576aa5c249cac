/**
 * The legacy `siwe` config's host endpoints (ConnectingSiwe): `nonceUrl` issues the nonce of
 * the next message, `verifyUrl` checks a signed message before the kit counts the visitor as
 * signed in. Each is optional; without them the kit uses local nonces and browser storage.
 * Credentials are included so a host can bind nonces to its own session cookie.
 */
import type { SiweConfig } from '@wallet-kit/schemas';
import type { SiwxSession } from './types.js';

export interface SiweEndpoints {
  getNonce?: () => Promise<string>;
  verify?: (session: SiwxSession) => Promise<void>;
}

async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: unknown; message?: unknown };
    const reason = typeof body.error === 'string' ? body.error : body.message;
    if (typeof reason === 'string' && reason) return reason;
  } catch {
    /* not JSON: the status says enough */
  }
  return `HTTP status code: ${response.status}`;
}

/** A nonce is a plain-text body or `{ "nonce": "..." }`, at least 8 alphanumerics (EIP-4361). */
async function readNonce(response: Response): Promise<string | undefined> {
  const text = (await response.text()).trim();
  let nonce: unknown = text;
  if (text.startsWith('{')) {
    try {
      nonce = (JSON.parse(text) as { nonce?: unknown }).nonce;
    } catch {
      return undefined;
    }
  }
  return typeof nonce === 'string' && /^[a-zA-Z0-9]{8,}$/.test(nonce) ? nonce : undefined;
}

export function createSiweEndpoints(
  config: Pick<SiweConfig, 'nonceUrl' | 'verifyUrl'>,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): SiweEndpoints {
  const endpoints: SiweEndpoints = {};
  const { nonceUrl, verifyUrl } = config;
  if (nonceUrl) {
    endpoints.getNonce = async () => {
      let response: Response;
      try {
        response = await fetchImpl(nonceUrl, { method: 'GET', credentials: 'include' });
      } catch (error) {
        throw new Error(
          `Could not get a sign-in nonce from ${nonceUrl}: ${(error as Error).message}`,
        );
      }
      if (!response.ok) {
        throw new Error(
          `Could not get a sign-in nonce from ${nonceUrl}: ${await reasonOf(response)}`,
        );
      }
      const nonce = await readNonce(response);
      if (!nonce)
        throw new Error(`Could not get a sign-in nonce from ${nonceUrl}: not a valid nonce`);
      return nonce;
    };
  }
  if (verifyUrl) {
    endpoints.verify = async (session) => {
      let response: Response;
      try {
        response = await fetchImpl(verifyUrl, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            message: session.message,
            signature: session.signature,
            data: session.data,
          }),
        });
      } catch (error) {
        throw new Error(
          `The sign-in could not be verified by ${verifyUrl}: ${(error as Error).message}`,
        );
      }
      if (!response.ok) {
        throw new Error(
          `The sign-in could not be verified by ${verifyUrl}: ${await reasonOf(response)}`,
        );
      }
    };
  }
  return endpoints;
}
