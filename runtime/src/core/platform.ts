/**
 * Browser facts the controllers need, read lazily so the core also runs on a server.
 */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (MOBILE_USER_AGENT.test(navigator.userAgent)) return true;
  // iPadOS reports a desktop user agent; a touch-only Mac is an iPad.
  return navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1;
}
