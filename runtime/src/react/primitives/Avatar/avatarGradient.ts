import { hashString } from '../../format/hashString.js';

/**
 * A radial gradient of three colours derived from the address, so an account is
 * recognisable at a glance and always looks the same. Case-insensitive: EVM addresses
 * appear both checksummed and lowercase.
 */
export function avatarGradient(address: string): string {
  const seed = hashString(address.toLowerCase());
  const hue = seed % 360;
  const spread = 40 + ((seed >>> 9) % 80);
  const x = 20 + ((seed >>> 17) % 60);
  const y = 20 + ((seed >>> 24) % 60);
  const colour = (offset: number, lightness: number) =>
    `hsl(${(hue + offset) % 360} 75% ${lightness}%)`;
  return `radial-gradient(circle at ${x}% ${y}%, ${colour(0, 72)}, ${colour(spread, 52)} 50%, ${colour(spread * 2, 36)})`;
}
