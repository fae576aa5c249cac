/** Why a sign-in was refused: the visitor's request, not the server, is at fault (HTTP 401). */
export class SiwxVerificationError extends Error {
  override readonly name = 'SiwxVerificationError';
}

/**
 * The server was set up without something verification cannot be safe without (a domain, a
 * nonce check, a valid origin). Thrown when the handler is created or on the first call, so a
 * missing option never means "accept anything".
 */
export class SiwxConfigurationError extends Error {
  override readonly name = 'SiwxConfigurationError';
}
