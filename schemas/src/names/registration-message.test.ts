import { describe, expect, it } from 'vitest';
import {
  createNameRegistrationMessage,
  formatNameRegistrationMessage,
  parseNameRegistrationMessage,
} from './registration-message.js';

describe('stored name-registration message', () => {
  it('holds the service domain, the name, the attributes and the time in seconds', () => {
    const message = createNameRegistrationMessage(
      'names.example',
      'alice',
      { bio: 'hi' },
      1_700_000_000_999,
    );
    expect(message).toEqual({
      domain: 'names.example',
      name: 'alice',
      attributes: { bio: 'hi' },
      timestamp: 1_700_000_000,
    });
  });

  it('parses back from the text that was signed', () => {
    const message = createNameRegistrationMessage('names.example', 'alice', {}, 1_700_000_000_000);
    const text = formatNameRegistrationMessage(message);
    expect(text).toBe(
      '{"domain":"names.example","name":"alice","attributes":{},"timestamp":1700000000}',
    );
    expect(parseNameRegistrationMessage(text)).toEqual(message);
  });

  it('a text that is not a registration message parses to nothing', () => {
    for (const text of [
      '',
      'hello',
      '[]',
      '{"domain":"d","name":"a","attributes":{},"timestamp":"1"}',
      '{"domain":"d","name":"alice","attributes":{"a":1},"timestamp":1}',
      '{"domain":"d","name":1,"attributes":{},"timestamp":1}',
    ]) {
      expect(parseNameRegistrationMessage(text)).toBeUndefined();
    }
  });

  it('a message that names no service parses to nothing', () => {
    expect(
      parseNameRegistrationMessage('{"name":"alice","attributes":{},"timestamp":1}'),
    ).toBeUndefined();
  });
});
