/**
 * Detects the two platforms with special pairing rules (Telegram, iOS Safari), read lazily at connect time so
 * the client also runs on a server and in tests.
 */
import type { PairingPlatform } from './pairing.js';

interface TelegramWindow {
  TelegramWebviewProxy?: unknown;
  TelegramWebviewProxyProto?: unknown;
  Telegram?: unknown;
}

const IOS_DEVICE = /iPhone|iPad|iPod/i;
/** Other iOS browsers say "Safari" too; they name themselves with these tokens. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|Chrome|Android/i;

function isIos(nav: Navigator): boolean {
  if (IOS_DEVICE.test(nav.userAgent)) return true;
  // iPadOS reports a desktop user agent; a touch-only Mac is an iPad.
  return nav.userAgent.includes('Macintosh') && nav.maxTouchPoints > 1;
}

export function detectPairingPlatform(): PairingPlatform {
  const win = typeof window === 'undefined' ? undefined : (window as unknown as TelegramWindow);
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const isTelegram = Boolean(
    win && (win.TelegramWebviewProxy || win.TelegramWebviewProxyProto || win.Telegram),
  );
  const isIosSafari = Boolean(
    nav && isIos(nav) && /Safari/i.test(nav.userAgent) && !NOT_SAFARI.test(nav.userAgent),
  );
  return { isTelegram, isIosSafari };
}
