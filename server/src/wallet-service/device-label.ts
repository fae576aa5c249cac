/**
 * Names the device a sign-in or a recovery comes from, for the mails the visitor gets: the
 * browser and system read from the User-Agent, and the time. Only known names come out, so
 * nothing a client writes in its header reaches an email as it is. Good enough for a person to
 * tell "that was not me".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Linux", or "an unknown browser" when the User-Agent says nothing usable. */
export function browserOf(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : 'an unknown browser');
}

// Built once: `toLocaleDateString` with options builds a new formatter on every call, which
// cost half a millisecond of CPU per sign-in mail (docs/benchmarks.md).
const MAIL_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const MAIL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/** "28 Nov 2026, 04:50 UTC". */
export function mailTime(date: Date): string {
  return `${MAIL_DAY.format(date)}, ${MAIL_CLOCK.format(date)} UTC`;
}
