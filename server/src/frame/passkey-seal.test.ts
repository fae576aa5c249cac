import { describe, expect, it } from 'vitest';
import { openShare, sealShare } from './passkey-seal.js';

const prf = () => crypto.getRandomValues(new Uint8Array(32));
const context = { userId: 'user-1', credentialId: 'cred-1' };

describe('the recovery share sealed with a passkey', () => {
  it('opens with the same passkey output, user and credential', async () => {
    const output = prf();
    const sealed = await sealShare(output, 'the-share', context);
    expect(sealed).not.toContain('the-share');
    expect(await openShare(output, sealed, context)).toBe('the-share');
  });

  it('does not open with another passkey output', async () => {
    const sealed = await sealShare(prf(), 'the-share', context);
    await expect(openShare(prf(), sealed, context)).rejects.toThrow(
      'This passkey does not open this wallet',
    );
  });

  it('does not open for another user or credential', async () => {
    const output = prf();
    const sealed = await sealShare(output, 'the-share', context);
    await expect(openShare(output, sealed, { ...context, userId: 'user-2' })).rejects.toThrow();
    await expect(
      openShare(output, sealed, { ...context, credentialId: 'cred-2' }),
    ).rejects.toThrow();
  });
});
