/** Typed data bound to another chain is refused; the message is shown as an indented tree. */
import { describe, expect, it } from 'vitest';
import { checkTypedDataChain, describeTypedData } from './decode-typed-data.js';

describe('typed data for the approval panel', () => {
  it('a domain on another chain is refused, in any spelling of the chain id', () => {
    for (const chainId of [1, '1', '0x1'])
      expect(() => checkTypedDataChain({ domain: { chainId } }, 'eip155:31337')).toThrow(
        /not the current network/,
      );
    expect(() => checkTypedDataChain({ domain: { chainId: 'x' } }, 'eip155:1')).toThrow();
  });

  it('a domain on the current chain, or on none, passes', () => {
    expect(() =>
      checkTypedDataChain({ domain: { chainId: '0x7a69' } }, 'eip155:31337'),
    ).not.toThrow();
    expect(() => checkTypedDataChain({ domain: {} }, 'eip155:31337')).not.toThrow();
  });

  it('nested fields are indented under their parent, and a missing chain is flagged', () => {
    const [domain, message] = describeTypedData({
      domain: { name: 'Shop' },
      primaryType: 'Order',
      message: { buyer: { name: 'Ada' } },
    });
    expect(domain!.lines.find((entry) => entry.label === 'Chain')?.flag).toBe(true);
    expect(message!.lines.map((entry) => entry.label)).toEqual(['buyer', '  name']);
  });
});
