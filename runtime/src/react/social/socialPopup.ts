/**
 * The social login's popup, opened blank in the click itself: a browser blocks a popup opened
 * after an await, and the provider's URL is known only once the frame answered. Centred over
 * the page at a size the providers' login pages fit.
 */
export const SOCIAL_POPUP_NAME = 'wallet-kit-social';

export function openSocialPopup(win: Window = window): Window | null {
  const width = 500;
  const height = 640;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return win.open(
    '',
    SOCIAL_POPUP_NAME,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
}
