/**
 * The recovery share sealed with the visitor's passkey: the passkey's PRF output (WebAuthn's
 * `prf` extension, evaluated on a salt the service keeps) goes through HKDF-SHA256 to an
 * AES-256-GCM key, made and used only in this frame. The ciphertext is bound to the user and the
 * credential, so it opens for nobody else. The service stores it and cannot open it.
 */
const INFO = new TextEncoder().encode('wallet-kit/recovery-share/v1');

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

interface SealContext {
  userId: string;
  credentialId: string;
}

async function sealingKey(prfOutput: Uint8Array, usage: 'encrypt' | 'decrypt') {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(prfOutput), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

const additionalData = ({ userId, credentialId }: SealContext) =>
  new TextEncoder().encode(`wallet-kit recovery share\0${userId}\0${credentialId}`);

/** base64url of the 12-byte IV followed by the ciphertext and its tag. */
export async function sealShare(
  prfOutput: Uint8Array,
  share: string,
  context: SealContext,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(context) },
    await sealingKey(prfOutput, 'encrypt'),
    new TextEncoder().encode(share),
  );
  const sealed = new Uint8Array(12 + ciphertext.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(ciphertext), 12);
  return toBase64Url(sealed);
}

/** The share, or an error when this passkey's output does not open it. */
export async function openShare(
  prfOutput: Uint8Array,
  sealed: string,
  context: SealContext,
): Promise<string> {
  const bytes = fromBase64Url(sealed);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: additionalData(context) },
      await sealingKey(prfOutput, 'decrypt'),
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new Error('This passkey does not open this wallet');
  }
}
