/**
 * A per-login secret the frame makes and keeps, and its binding (base64url SHA-256) sent to the
 * service at start; proving the secret later shows the frame that started the login is there.
 */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function loginSecret(): Promise<{ secret: string; binding: string }> {
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return { secret, binding: base64url(new Uint8Array(digest)) };
}
