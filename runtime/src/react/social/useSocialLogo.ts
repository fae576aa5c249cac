import type { OAuthSocialProvider } from '@wallet-kit/schemas';
import { useEffect, useState } from 'react';

type LogoPaths = Readonly<Record<OAuthSocialProvider, string>>;

/** The logos' chunk once it has arrived in this page, so Connect opened again shows them at once. */
let loaded: LogoPaths | undefined;

/**
 * The SVG path data of every social logo, or undefined when the chunk did not arrive (a deploy
 * removed it, the network dropped): the letter already on screen is a fine answer.
 */
export async function loadSocialLogos(
  load: () => Promise<{ SOCIAL_LOGO_PATHS: LogoPaths }> = () => import('./social-logos.js'),
): Promise<LogoPaths | undefined> {
  try {
    return (await load()).SOCIAL_LOGO_PATHS;
  } catch {
    return undefined;
  }
}

/** Only a path of drawing commands is drawn: anything else from the table leaves the letter. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZzEe0-9.,\s+-]+$/;

/**
 * The SVG path of `provider`'s logo once the logos' chunk has loaded; undefined meanwhile and
 * when it could not load, while the caller shows the provider's first letter.
 */
export function useSocialLogo(provider: OAuthSocialProvider): string | undefined {
  const [paths, setPaths] = useState(loaded);
  useEffect(() => {
    if (paths) return;
    let current = true;
    void loadSocialLogos().then((result) => {
      if (result) loaded = result;
      if (current && result) setPaths(result);
    });
    return () => {
      current = false;
    };
  }, [paths]);
  const path = paths && Object.hasOwn(paths, provider) ? paths[provider] : undefined;
  return typeof path === 'string' && PATH_DATA.test(path) ? path : undefined;
}
