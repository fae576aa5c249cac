/** A registration the service refuses, with the HTTP status and the text the visitor sees. */
export class NameRegistrationError extends Error {
  override readonly name = 'NameRegistrationError';
  constructor(
    message: string,
    readonly status: 400 | 401 | 409 | 413,
  ) {
    super(message);
  }
}

/** The texts a refused registration carries; the kit shows them as they are. */
export const NAME_ERRORS = {
  invalidBody: 'A registration needs coinType, address, signature and message',
  invalidMessage: 'The signed message is not a name registration',
  unsupportedChain: 'Names are not registered on this chain',
  invalidAddress: 'The address is not an EVM address',
  stale: 'The registration message is too old: sign it again',
  future: 'The registration message is dated in the future: check the clock',
  wrongSigner: 'The signature was not made by this address',
  taken: 'This name is already taken',
  otherService: 'The registration was signed for another service',
  tooLarge: 'A registration body is at most 32 KB',
  addressCap: (max: number) => `An address may hold at most ${max} names`,
} as const;
