import { describe, expect, it } from 'vitest';
import { activeSessions, isSessionActive } from './session.js';
import type { SiwxSession } from './types.js';

const at = (iso: string) => Date.parse(iso);
function session(data: Partial<SiwxSession['data']> = {}): SiwxSession {
  return {
    data: {
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
      domain: 'a.example',
      uri: 'https://a.example',
      version: '1',
      nonce: '0123456789abcdef',
      issuedAt: '2026-01-01T00:00:00.000Z',
      ...data,
    },
    message: 'm',
    signature: '0x00',
  };
}

describe('session validity', () => {
  it('a session without expiry stays valid', () => {
    expect(isSessionActive(session(), at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('a session is ignored once expired', () => {
    const s = session({ expirationTime: '2026-01-01T01:00:00.000Z' });
    expect(isSessionActive(s, at('2026-01-01T00:59:59.999Z'))).toBe(true);
    expect(isSessionActive(s, at('2026-01-01T01:00:00.000Z'))).toBe(false);
  });

  it('a session is ignored before notBefore', () => {
    const s = session({ notBefore: '2026-01-01T00:30:00.000Z' });
    expect(isSessionActive(s, at('2026-01-01T00:29:59.000Z'))).toBe(false);
    expect(isSessionActive(s, at('2026-01-01T00:30:00.000Z'))).toBe(true);
  });

  it('a session with an unreadable time counts as invalid, not as forever', () => {
    expect(isSessionActive(session({ expirationTime: 'soon' }), at('2026-01-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('activeSessions keeps only the valid ones', () => {
    const valid = session();
    const expired = session({ expirationTime: '2025-01-01T00:00:00.000Z' });
    expect(activeSessions([expired, valid], at('2026-06-01T00:00:00Z'))).toEqual([valid]);
  });
});
