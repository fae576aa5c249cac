/** A human message for anything thrown; SPEC.md §8: "Any unknown error reads 'Unknown error'". */
export function errorMessage(cause: unknown): string {
  if (cause instanceof Error && cause.message) return cause.message;
  if (typeof cause === 'string' && cause) return cause;
  if (
    typeof cause === 'object' &&
    cause !== null &&
    'message' in cause &&
    typeof cause.message === 'string' &&
    cause.message
  ) {
    return cause.message;
  }
  return 'Unknown error';
}
