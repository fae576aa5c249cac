import { describe, expect, it } from 'vitest';
import { issueAt, issuesOf, resolve } from './testing/parse-helpers.js';

describe('siwx', () => {
  it('is absent by default', () => {
    expect(resolve().siwx).toBeUndefined();
  });

  it('defaults required to false', () => {
    expect(resolve({ siwx: {} }).siwx).toEqual({ required: false });
  });

  it('keeps statement and expiresInSeconds', () => {
    const siwx = { required: true, statement: 'Sign in to Test App', expiresInSeconds: 3600 };
    expect(resolve({ siwx }).siwx).toEqual(siwx);
  });

  it('refuses a statement with a line break', () => {
    expect(issueAt({ siwx: { statement: 'one\ntwo' } }, 'siwx.statement')?.message).toBe(
      'Must be a single line',
    );
  });

  it('refuses an expiresInSeconds that is not a positive whole number', () => {
    expect(issueAt({ siwx: { expiresInSeconds: 0 } }, 'siwx.expiresInSeconds')).toBeDefined();
    expect(issueAt({ siwx: { expiresInSeconds: 1.5 } }, 'siwx.expiresInSeconds')).toBeDefined();
  });

  it('refuses an unknown siwx key', () => {
    expect(issueAt({ siwx: { require: true } }, 'siwx.require')?.message).toBe(
      'Unknown key "require" (did you mean "required"?)',
    );
  });
});

describe('siwe (legacy)', () => {
  it('is absent by default', () => {
    expect(resolve().siwe).toBeUndefined();
  });

  it('is accepted alone', () => {
    expect(resolve({ siwe: { statement: 'Sign in' } }).siwe).toEqual({ statement: 'Sign in' });
  });

  it('refuses nonce and verify URLs that are not http(s)', () => {
    expect(issueAt({ siwe: { nonceUrl: 'nonce' } }, 'siwe.nonceUrl')).toBeDefined();
  });

  it('is refused together with siwx, naming both', () => {
    const issues = issuesOf({ siwe: {}, siwx: {} });
    expect(issues).toEqual([
      {
        path: 'siwe',
        message: 'siwe and siwx cannot be used together: keep siwx and remove the legacy siwe',
      },
    ]);
  });
});

describe('siwx.backendUrl', () => {
  it('accepts a same-origin path and an http(s) URL', () => {
    expect(resolve({ siwx: { backendUrl: '/api/siwx' } }).siwx?.backendUrl).toBe('/api/siwx');
    expect(resolve({ siwx: { backendUrl: 'https://auth.example/siwx' } }).siwx?.backendUrl).toBe(
      'https://auth.example/siwx',
    );
  });

  it('refuses a protocol-relative or script URL', () => {
    expect(issuesOf({ siwx: { backendUrl: '//evil.example' } }).length).toBeGreaterThan(0);
    expect(issuesOf({ siwx: { backendUrl: 'javascript:alert(1)' } }).length).toBeGreaterThan(0);
  });
});
