/**
 * Structured logs: one JSON object per line. Callers pass only what is safe to keep: never a
 * code, a token, a key share or a whole email address.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const emit = (level: string, message: string, fields?: LogFields) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
  return {
    info: (message, fields) => emit('info', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

export const silentLogger: Logger = { info() {}, error() {} };

/** `a***@example.com`: enough to tell addresses apart in a log, not enough to mail them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}
