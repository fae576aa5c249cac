/**
 * RFC 3339 `date-time`, as EIP-4361 and CAIP-122 require for their time fields: a full date,
 * `T`, a time and a time-zone offset, with a real calendar date. `Date.parse` is not used: it
 * rolls `2100-02-31` over to 3 March, reads a time without an offset in the local zone, and
 * accepts texts such as `Wed Oct 05 2011`.
 */

// ABNF strings are case-insensitive, so `t` and `z` are allowed as RFC 3339 itself says.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Milliseconds since the epoch of an RFC 3339 date-time, or undefined when it is not one. */
export function parseRfc3339DateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = match[7] ? Number(`0${match[7]}`) : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  // Second 60 is a leap second; it reads as the first instant of the next minute.
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  let offsetMinutes = 0;
  if (!match[8]) {
    const offsetHour = Number(match[10]);
    const offsetMinute = Number(match[11]);
    if (offsetHour > 23 || offsetMinute > 59) return undefined;
    offsetMinutes = (match[9] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  }
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  const utc = date.getTime() - offsetMinutes * 60_000;
  return utc + Math.floor(fraction * 1000);
}
