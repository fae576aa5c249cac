/**
 * Every field of a sign-in message checked against the grammar of EIP-4361 (eip155) and
 * CAIP-122 (the other families): what a verifier must refuse, and what the kit must never
 * write. The error names the field as the message labels it. The EIP-55 case of an eip155
 * address needs Keccak, which this package does not carry: the server checks it (viem), and
 * the kit only ever writes the checksummed form its wallets give.
 */
import type { SiwxMessageData } from '../types.js';
import { parseRfc3339DateTime } from './rfc3339.js';
import { isAuthority, isUri, PCHARS } from './rfc3986.js';

/** A field of a sign-in message that does not follow the grammar; `field` is its label. */
export class SiwxFieldError extends Error {
  override readonly name = 'SiwxFieldError';
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

/** EIP-4361's statement: RFC 3986 reserved and unreserved characters and the space. */
export const STATEMENT_GRAMMAR = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/;
const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** CAIP-10's account_address, which CAIP-122 uses for every family. */
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;

const show = (value: string) => JSON.stringify(value);

function checkTime(field: string, value: string | undefined): void {
  if (value !== undefined && parseRfc3339DateTime(value) === undefined) {
    throw new SiwxFieldError(
      field,
      `${show(value)} is not an RFC 3339 date-time with a real date, a time and a time-zone offset`,
    );
  }
}

/** Throws a `SiwxFieldError` naming the first field that breaks the grammar. */
export function checkSiwxFields(data: SiwxMessageData): void {
  const eip155 = data.chainId.startsWith('eip155:');
  if (!isAuthority(data.domain, { dnsHost: true })) {
    throw new SiwxFieldError('domain', `${show(data.domain)} is not an RFC 3986 authority`);
  }
  if (!(eip155 ? EIP155_ADDRESS : CAIP10_ADDRESS).test(data.accountAddress)) {
    throw new SiwxFieldError('address', `${show(data.accountAddress)} is not an account address`);
  }
  if (data.statement && /[\r\n]/.test(data.statement)) {
    // A line break would let the statement forge the fields below it.
    throw new SiwxFieldError('statement', 'A sign-in statement must be a single line');
  }
  if (data.statement && !STATEMENT_GRAMMAR.test(data.statement)) {
    throw new SiwxFieldError(
      'statement',
      "may hold only ASCII letters, digits, spaces and - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; =",
    );
  }
  if (!isUri(data.uri)) throw new SiwxFieldError('URI', `${show(data.uri)} is not an RFC 3986 URI`);
  if (data.version !== '1') throw new SiwxFieldError('Version', 'must be 1');
  if (eip155 && !/^\d+$/.test(data.chainId.slice('eip155:'.length))) {
    throw new SiwxFieldError('Chain ID', `${show(data.chainId)} is not an EIP-155 chain id`);
  }
  if (!NONCE.test(data.nonce)) {
    throw new SiwxFieldError('Nonce', 'must be at least 8 ASCII letters and digits');
  }
  checkTime('Issued At', data.issuedAt);
  checkTime('Expiration Time', data.expirationTime);
  checkTime('Not Before', data.notBefore);
  if (data.requestId !== undefined && !PCHARS.test(data.requestId)) {
    throw new SiwxFieldError(
      'Request ID',
      `${show(data.requestId)} holds a character outside pchar`,
    );
  }
  for (const resource of data.resources ?? []) {
    if (!isUri(resource)) {
      throw new SiwxFieldError('Resources', `${show(resource)} is not an RFC 3986 URI`);
    }
  }
}
