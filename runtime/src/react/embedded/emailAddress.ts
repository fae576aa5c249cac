/**
 * Whether a typed address can be an email: one `@`, a local part and a dotted domain, no
 * spaces, at most 254 characters. The wallet service checks it again; this only spares the
 * visitor a round trip and says at once what is wrong.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_SHAPE.test(email);
}

/** The hint under an email field, or undefined while it is empty or valid. */
export function emailFieldError(value: string): string | undefined {
  if (value.trim() === '' || isValidEmail(value)) return undefined;
  return 'Enter a valid email address';
}
