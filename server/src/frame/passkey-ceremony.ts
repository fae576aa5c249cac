/**
 * The WebAuthn ceremonies of the recovery passkey, run in the frame's own origin (the relying
 * party is the wallet service's host name). Each asks the passkey's PRF extension for a 32-byte
 * secret on the wallet's salt; that secret never leaves the frame. The challenge is not checked
 * by anyone: the passkey proves nothing to the service, it only gives the frame its secret.
 */
import { fromBase64Url, toBase64Url } from './passkey-seal.js';

export interface PasskeySecret {
  credentialId: string;
  prfOutput: Uint8Array;
}

export interface PasskeyCeremony {
  /** Whether this browser and this origin can make a PRF passkey at all. */
  available(): Promise<boolean>;
  create(user: { id: string; name: string }, salt: Uint8Array): Promise<PasskeySecret>;
  get(passkeys: { credentialId: string; prfSalt: string }[]): Promise<PasskeySecret>;
}

const PASSKEY_WITHOUT_PRF =
  'This passkey cannot protect a wallet (it has no PRF support): try another one';
export const PASSKEY_CANCELLED = 'The passkey was not used';

type PrfResults = { enabled?: boolean; results?: { first?: ArrayBuffer } };

const prfOf = (credential: PublicKeyCredential): PrfResults | undefined =>
  (credential.getClientExtensionResults() as { prf?: PrfResults }).prf;

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

const challenge = () => crypto.getRandomValues(new Uint8Array(32));

async function ceremony<T>(run: () => Promise<T | null>): Promise<T> {
  let result: T | null;
  try {
    result = await run();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotAllowedError' || name === 'AbortError') throw new Error(PASSKEY_CANCELLED);
    throw error;
  }
  if (!result) throw new Error(PASSKEY_CANCELLED);
  return result;
}

export function browserPasskeys(window: Window): PasskeyCeremony {
  const rpId = window.location.hostname;
  const credentials = window.navigator.credentials;

  async function get(passkeys: { credentialId: string; prfSalt: string }[]) {
    const evalByCredential = Object.fromEntries(
      passkeys.map((passkey) => [passkey.credentialId, { first: fromBase64Url(passkey.prfSalt) }]),
    );
    const assertion = await ceremony(
      () =>
        credentials.get({
          publicKey: {
            challenge: challenge(),
            rpId,
            allowCredentials: passkeys.map((passkey) => ({
              type: 'public-key' as const,
              id: fromBase64Url(passkey.credentialId) as Uint8Array<ArrayBuffer>,
            })),
            userVerification: 'required',
            extensions: { prf: { evalByCredential } } as AuthenticationExtensionsClientInputs,
          },
        }) as Promise<PublicKeyCredential | null>,
    );
    const first = prfOf(assertion)?.results?.first;
    if (!first) throw new Error(PASSKEY_WITHOUT_PRF);
    return {
      credentialId: toBase64Url(new Uint8Array(assertion.rawId)),
      prfOutput: new Uint8Array(first),
    };
  }

  return {
    async available() {
      const publicKey = (window as { PublicKeyCredential?: typeof PublicKeyCredential })
        .PublicKeyCredential;
      if (isIpAddress(rpId) || !publicKey) return false;
      try {
        return await publicKey.isUserVerifyingPlatformAuthenticatorAvailable();
      } catch {
        return false;
      }
    },

    async create(user, salt) {
      const created = await ceremony(
        () =>
          credentials.create({
            publicKey: {
              rp: { id: rpId, name: 'Wallet' },
              user: {
                id: new TextEncoder().encode(user.id).slice(0, 64),
                name: user.name,
                displayName: user.name,
              },
              challenge: challenge(),
              pubKeyCredParams: [
                { type: 'public-key', alg: -7 },
                { type: 'public-key', alg: -257 },
              ],
              authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
              extensions: {
                prf: { eval: { first: salt } },
              } as AuthenticationExtensionsClientInputs,
            },
          }) as Promise<PublicKeyCredential | null>,
      );
      const credentialId = toBase64Url(new Uint8Array(created.rawId));
      const prf = prfOf(created);
      if (prf?.enabled === false) throw new Error(PASSKEY_WITHOUT_PRF);
      const first = prf?.results?.first;
      // Some authenticators evaluate the PRF only when asked for an assertion.
      if (first) return { credentialId, prfOutput: new Uint8Array(first) };
      return get([{ credentialId, prfSalt: toBase64Url(salt) }]);
    },

    get,
  };
}
