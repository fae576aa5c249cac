import { describe, expect, it } from 'vitest';
import { MAX_DATA_URL_LENGTH, safeAvatarUrl } from './avatar-url.js';

describe('which avatar records are shown', () => {
  it('an https URL is shown', () => {
    expect(safeAvatarUrl('https://images.example/me.png')).toBe('https://images.example/me.png');
  });

  it('a base64 data:image of a common type is shown', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp', 'avif', 'svg+xml']) {
      const url = `data:image/${type};base64,AAAA`;
      expect(safeAvatarUrl(url)).toBe(url);
    }
  });

  it('javascript:, http:, ipfs:, NFT references and other data types are refused', () => {
    for (const record of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'http://images.example/me.png',
      'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
      'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,<svg onload=alert(1)>',
      'blob:https://images.example/1',
      'not a url',
    ]) {
      expect(safeAvatarUrl(record), record).toBeUndefined();
    }
  });

  it('an https URL with credentials, on localhost or on an IP address is refused', () => {
    for (const record of [
      'https://user:pass@images.example/me.png',
      'https://localhost/me.png',
      'https://router.localhost/me.png',
      'https://192.168.1.1/me.png',
      'https://[::1]/me.png',
    ]) {
      expect(safeAvatarUrl(record), record).toBeUndefined();
    }
  });

  it('a data: avatar larger than the limit is refused', () => {
    const prefix = 'data:image/png;base64,';
    expect(safeAvatarUrl(prefix + 'A'.repeat(MAX_DATA_URL_LENGTH))).toBeUndefined();
  });

  it('an empty or missing record shows nothing', () => {
    expect(safeAvatarUrl('')).toBeUndefined();
    expect(safeAvatarUrl(undefined)).toBeUndefined();
    expect(safeAvatarUrl(null)).toBeUndefined();
  });
});
