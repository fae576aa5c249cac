import { SiweMessage } from 'siwe';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { createSiwxMessageData, formatSiwxMessage } from './message.js';
import type { SiwxMessageData } from './types.js';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const full = (overrides: Partial<SiwxMessageData> = {}): SiwxMessageData => ({
  accountAddress: EVM,
  chainId: 'eip155:1',
  domain: 'app.example:5173',
  uri: 'http://app.example:5173',
  version: '1',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-02T04:04:05.000Z',
  notBefore: '2026-01-02T03:00:00.000Z',
  requestId: 'req-1',
  resources: ['https://app.example/terms', 'ipfs://bafy'],
  statement: 'Sign in to Test App',
  ...overrides,
});

describe('eip155 messages are exactly EIP-4361', () => {
  it('writes every field in EIP-4361 order (golden text)', () => {
    expect(formatSiwxMessage(full())).toBe(
      [
        'app.example:5173 wants you to sign in with your Ethereum account:',
        EVM,
        '',
        'Sign in to Test App',
        '',
        'URI: http://app.example:5173',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 0123456789abcdef0123456789abcdef',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-02T04:04:05.000Z',
        'Not Before: 2026-01-02T03:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://app.example/terms',
        '- ipfs://bafy',
      ].join('\n'),
    );
  });

  it('matches viem createSiweMessage with and without optional fields', () => {
    for (const data of [
      full(),
      full({
        statement: undefined,
        resources: undefined,
        requestId: undefined,
        expirationTime: undefined,
        notBefore: undefined,
      }),
    ]) {
      const viem = createSiweMessage({
        address: EVM,
        chainId: 1,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        issuedAt: new Date(data.issuedAt),
        ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
        ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources ? { resources: data.resources } : {}),
        ...(data.statement ? { statement: data.statement } : {}),
      });
      expect(formatSiwxMessage(data)).toBe(viem);
    }
  });

  it('is parsed by the siwe package back into the same fields, chain id as a plain number', () => {
    const parsed = new SiweMessage(formatSiwxMessage(full({ chainId: 'eip155:31337' })));
    expect(parsed.address).toBe(EVM);
    expect(parsed.chainId).toBe(31337);
    expect(parsed.domain).toBe('app.example:5173');
    expect(parsed.uri).toBe('http://app.example:5173');
    expect(parsed.nonce).toBe('0123456789abcdef0123456789abcdef');
    expect(parsed.statement).toBe('Sign in to Test App');
    expect(parsed.expirationTime).toBe('2026-01-02T04:04:05.000Z');
    expect(parsed.notBefore).toBe('2026-01-02T03:00:00.000Z');
    expect(parsed.requestId).toBe('req-1');
    expect(parsed.resources).toEqual(['https://app.example/terms', 'ipfs://bafy']);
  });

  it('refuses a statement with a line break, which could forge the fields below it', () => {
    expect(() => formatSiwxMessage(full({ statement: 'hi\nURI: https://evil' }))).toThrow(
      'A sign-in statement must be a single line',
    );
  });
});

describe('solana messages are Sign-In With Solana text', () => {
  it('writes the cluster name as the chain id (golden text)', () => {
    const data = full({
      accountAddress: SOL,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      expirationTime: undefined,
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    });
    expect(formatSiwxMessage(data)).toBe(
      [
        'app.example:5173 wants you to sign in with your Solana account:',
        SOL,
        '',
        'Sign in to Test App',
        '',
        'URI: http://app.example:5173',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: 0123456789abcdef0123456789abcdef',
        'Issued At: 2026-01-02T03:04:05.000Z',
      ].join('\n'),
    );
  });

  it('leaves no statement line when there is no statement', () => {
    const text = formatSiwxMessage(
      full({
        accountAddress: SOL,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        statement: undefined,
      }),
    );
    expect(text.split('\n').slice(0, 4)).toEqual([
      'app.example:5173 wants you to sign in with your Solana account:',
      SOL,
      '',
      'URI: http://app.example:5173',
    ]);
    expect(text).toContain('Chain ID: devnet');
  });
});

describe('bip122 messages use the CAIP-122 informal form', () => {
  it('names the family and writes the full CAIP-2 chain id (golden text)', () => {
    const data = full({
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      expirationTime: undefined,
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    });
    expect(formatSiwxMessage(data)).toBe(
      [
        'app.example:5173 wants you to sign in with your Bitcoin account:',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        '',
        'Sign in to Test App',
        '',
        'URI: http://app.example:5173',
        'Version: 1',
        'Chain ID: bip122:000000000019d6689c085ae165831e93',
        'Nonce: 0123456789abcdef0123456789abcdef',
        'Issued At: 2026-01-02T03:04:05.000Z',
      ].join('\n'),
    );
  });
});

describe('Polkadot and Cosmos messages use the CAIP-122 informal form too', () => {
  it.each([
    [
      'Polkadot',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ],
    ['Cosmos', 'cosmos:osmosis-1', 'osmo1qqrsu9guyv4rzwplgex4gkmzd9c8wl596lznle'],
  ] as const)(
    'a %s message names the family and writes the full CAIP-2 chain id',
    (family, chainId, address) => {
      const text = formatSiwxMessage(full({ accountAddress: address, chainId }));
      expect(text.split('\n').slice(0, 2)).toEqual([
        `app.example:5173 wants you to sign in with your ${family} account:`,
        address,
      ]);
      expect(text).toContain(`\nChain ID: ${chainId}\n`);
    },
  );
});

describe('createSiwxMessageData fills every message field', () => {
  it('sets issuedAt from now, an expiry from expiresInSeconds and a fresh nonce', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const data = createSiwxMessageData({
      chainId: 'eip155:1',
      accountAddress: EVM,
      domain: 'a.example',
      uri: 'https://a.example',
      expiresInSeconds: 3600,
      now,
    });
    expect(data.issuedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(data.expirationTime).toBe('2026-01-02T04:04:05.000Z');
    expect(data.version).toBe('1');
    expect(data.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('has no expiry when no lifetime is configured', () => {
    const data = createSiwxMessageData({
      chainId: 'eip155:1',
      accountAddress: EVM,
      domain: 'a',
      uri: 'https://a',
    });
    expect(data.expirationTime).toBeUndefined();
  });

  it('refuses a chain id that is not CAIP-2 of a known family', () => {
    expect(() =>
      createSiwxMessageData({
        chainId: 'foo:1' as never,
        accountAddress: EVM,
        domain: 'a',
        uri: 'https://a',
      }),
    ).toThrow('Not a CAIP-2 chain id');
  });
});
