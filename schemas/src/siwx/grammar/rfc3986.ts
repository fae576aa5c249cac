/**
 * RFC 3986 URIs and authorities, as EIP-4361 and CAIP-122 use them for the domain, the URI and
 * each resource. Written from the RFC's ABNF rather than `new URL()`, which accepts spaces,
 * backslashes and other text a URI cannot hold and rewrites what it reads.
 */

const PCT = '%[0-9A-Fa-f]{2}';
const UNRESERVED_SUB_DELIMS = "A-Za-z0-9\\-._~!$&'()*+,;=";
const PCHAR = `(?:[${UNRESERVED_SUB_DELIMS}:@]|${PCT})`;
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;
const USERINFO = new RegExp(`^(?:[${UNRESERVED_SUB_DELIMS}:]|${PCT})*$`);
const REG_NAME = new RegExp(`^(?:[${UNRESERVED_SUB_DELIMS}]|${PCT})*$`);
const IPV_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED_SUB_DELIMS}:]+$`);
const PORT = /^\d*$/;
const H16 = /^[0-9A-Fa-f]{1,4}$/;
const DEC_OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** A query or a fragment: pchars, `/` and `?`. */
export const QUERY = new RegExp(`^(?:${PCHAR}|[/?])*$`);
/** EIP-4361's request id: any number of pchars. */
export const PCHARS = new RegExp(`^${PCHAR}*$`);

const PATH_ABEMPTY = `(?:/${SEGMENT})*`;
const PATH = new RegExp(
  `^(?:/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?|${SEGMENT_NZ}(?:/${SEGMENT})*|)$`, // absolute, rootless, empty
);
const PATH_AFTER_AUTHORITY = new RegExp(`^${PATH_ABEMPTY}$`);
const URI = /^([A-Za-z][A-Za-z0-9+\-.]*):([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

export function isIpv4Address(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => DEC_OCTET.test(part));
}

/** RFC 3986's IPv6address: eight 16-bit groups, the last two possibly an IPv4 address, `::` once. */
export function isIpv6Address(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  const last = all.at(-1);
  const endsWithIpv4 = last !== undefined && last.includes('.');
  if (endsWithIpv4 && (!isIpv4Address(last) || (groups.length === 2 && groups[1]!.length === 0)))
    return false;
  const hex = endsWithIpv4 ? all.slice(0, -1) : all;
  if (!hex.every((group) => H16.test(group))) return false;
  const count = hex.length + (endsWithIpv4 ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

function isHost(host: string): boolean {
  if (host.startsWith('[')) {
    if (!host.endsWith(']')) return false;
    const literal = host.slice(1, -1);
    return isIpv6Address(literal) || IPV_FUTURE.test(literal);
  }
  return REG_NAME.test(host); // an IPv4 address is also a reg-name
}

const DNS_NAME =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?$/;

/**
 * `[ userinfo "@" ] host [ ":" port ]`. With `dnsHost`, the host must also be what a browser's
 * `location.host` can hold: a DNS name or an IP address, never empty (a sign-in message's domain).
 */
export function isAuthority(text: string, { dnsHost = false } = {}): boolean {
  const at = text.lastIndexOf('@');
  const userinfo = at >= 0 ? text.slice(0, at) : undefined;
  const hostPort = text.slice(at + 1);
  if (userinfo !== undefined && !USERINFO.test(userinfo)) return false;
  // The port follows the last colon outside an IP literal's brackets.
  const close = hostPort.lastIndexOf(']');
  const colon = hostPort.indexOf(':', close + 1);
  const host = colon >= 0 ? hostPort.slice(0, colon) : hostPort;
  const port = colon >= 0 ? hostPort.slice(colon + 1) : '';
  if (dnsHost && !host.startsWith('[') && !DNS_NAME.test(host)) return false;
  return isHost(host) && PORT.test(port);
}

/** `scheme ":" hier-part [ "?" query ] [ "#" fragment ]`. */
export function isUri(text: string): boolean {
  const match = URI.exec(text);
  if (!match) return false;
  const [, , hierPart, query, fragment] = match as unknown as [
    string,
    string,
    string,
    string?,
    string?,
  ];
  if (query !== undefined && !QUERY.test(query)) return false;
  if (fragment !== undefined && !QUERY.test(fragment)) return false;
  if (hierPart.startsWith('//')) {
    const rest = hierPart.slice(2);
    const slash = rest.indexOf('/');
    const authority = slash >= 0 ? rest.slice(0, slash) : rest;
    const path = slash >= 0 ? rest.slice(slash) : '';
    return isAuthority(authority) && PATH_AFTER_AUTHORITY.test(path);
  }
  return PATH.test(hierPart);
}
