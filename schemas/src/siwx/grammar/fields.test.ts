import { describe, expect, it } from 'vitest';
import { createSiwxMessageData, formatSiwxMessage } from '../message.js';
import type { SiwxMessageData } from '../types.js';
import { checkSiwxFields, SiwxFieldError } from './fields.js';

const EVM = '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946';

const valid = (overrides: Partial<SiwxMessageData> = {}): SiwxMessageData => ({
  accountAddress: EVM,
  chainId: 'eip155:1',
  domain: 'service.org',
  uri: 'https://service.org/login',
  version: '1',
  nonce: '12341234',
  issuedAt: '2022-03-17T12:45:13.610Z',
  expirationTime: '2023-03-17T12:45:13.610Z',
  notBefore: '2022-03-17T12:45:13.610Z',
  requestId: 'some_id',
  resources: ['https://service.org/login'],
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  ...overrides,
});

/** The field a refused message is refused for, as the error names it. */
function refusedField(data: SiwxMessageData): string | undefined {
  try {
    checkSiwxFields(data);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxFieldError);
    expect((error as Error).message.startsWith(`${(error as SiwxFieldError).field}: `)).toBe(true);
    return (error as SiwxFieldError).field;
  }
}

// Field values from the EIP-4361 reference implementation's parsing test vectors (siwe).
describe('sign-in message fields follow the EIP-4361 grammar', () => {
  it('the reference message is accepted', () => {
    expect(refusedField(valid())).toBeUndefined();
  });

  it('resources not separated by line breaks are refused, naming Resources', () => {
    const resources = ['https://service.org/login - https://service.org/login/2'];
    expect(refusedField(valid({ resources }))).toBe('Resources');
  });

  it('a resource that is not an RFC 3986 URI is refused, naming Resources', () => {
    for (const resources of [
      ['https://service.org/login', '_not_a_rfc3986_valid_uri_'],
      ['_not_a_rfc3986_valid_uri_', 'https://service.org/login'],
      ['https://service.org/a b'],
    ]) {
      expect(refusedField(valid({ resources })), resources.join()).toBe('Resources');
    }
  });

  it.each([
    ['Expiration Time', 'expirationTime'],
    ['Issued At', 'issuedAt'],
    ['Not Before', 'notBefore'],
  ] as const)('an impossible date (2100-02-31) in %s is refused, naming it', (label, key) => {
    expect(refusedField(valid({ [key]: '2100-02-31T00:00:00Z' }))).toBe(label);
  });

  it('an issued-at that is not RFC 3339 is refused, naming Issued At', () => {
    for (const issuedAt of [
      'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
      '2022-03-17 12:45:13Z',
      '2022-03-17',
      '2022-03-17T25:00:00Z',
      '2022-02-29T12:00:00Z',
    ]) {
      expect(refusedField(valid({ issuedAt })), issuedAt).toBe('Issued At');
    }
  });

  it('an issued-at without a time-zone offset is refused, never read in a local zone', () => {
    expect(refusedField(valid({ issuedAt: '2022-03-17T12:45:13.610' }))).toBe('Issued At');
  });

  it('RFC 3339 date-times with an offset, a leap day or lower-case t and z are accepted', () => {
    for (const issuedAt of [
      '2024-02-29T12:00:00Z',
      '2022-03-17T12:45:13+02:00',
      '2022-03-17t12:45:13.5z',
    ]) {
      expect(refusedField(valid({ issuedAt })), issuedAt).toBeUndefined();
    }
  });

  it('a statement with characters outside the grammar is refused, naming statement', () => {
    for (const statement of ['Sign "in"', '100% yours', 'Connexion à Test', 'Sign\tin']) {
      expect(refusedField(valid({ statement })), statement).toBe('statement');
    }
  });

  it('a request id with a space is refused, naming Request ID', () => {
    expect(refusedField(valid({ requestId: 'some id' }))).toBe('Request ID');
  });

  it('a URI with a space, or not RFC 3986, is refused, naming URI', () => {
    for (const uri of ['https://service.org/log in', '_not_a_rfc3986_valid_uri_']) {
      expect(refusedField(valid({ uri })), uri).toBe('URI');
    }
  });

  it('an address that is not 0x and 40 hex digits is refused, naming address', () => {
    expect(
      refusedField(valid({ accountAddress: '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA494' })),
    ).toBe('address');
  });

  it('a nonce under 8 letters and digits is refused, naming Nonce', () => {
    expect(refusedField(valid({ nonce: '1234567' }))).toBe('Nonce');
  });

  it('an eip155 chain id that is not a number is refused, naming Chain ID', () => {
    expect(refusedField(valid({ chainId: 'eip155:abc' }))).toBe('Chain ID');
  });

  it('a domain that is an IPv6 literal with a port is accepted', () => {
    expect(refusedField(valid({ domain: '[::1]:5173', uri: 'http://[::1]:5173' }))).toBeUndefined();
  });

  it('a domain that is not an authority is refused, naming domain', () => {
    for (const domain of ['', 'not_rfc4501', 'app example', '[::1', '[1:2:3]:80']) {
      expect(refusedField(valid({ domain })), domain).toBe('domain');
    }
  });

  it('other families follow CAIP-122: a CAIP-10 address, the same field grammar', () => {
    const solana = valid({
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    });
    expect(refusedField(solana)).toBeUndefined();
    expect(refusedField({ ...solana, accountAddress: 'not an address' })).toBe('address');
    expect(refusedField({ ...solana, notBefore: '2100-02-31T00:00:00Z' })).toBe('Not Before');
  });

  it('the kit never writes a message that breaks the grammar', () => {
    const data = createSiwxMessageData({
      chainId: 'eip155:1',
      accountAddress: EVM,
      domain: 'service.org',
      uri: 'https://service.org',
      resources: ['https://service.org/a b'],
    });
    expect(() => formatSiwxMessage(data)).toThrow('Resources:');
  });
});
