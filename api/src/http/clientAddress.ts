// The address a client is counted by in the rate limits (login, reset requests, wallet sign-in).
import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IPv4 address as it is; an IPv6 address by its /64 network (`2001:db8:1:2::/64`), since one
 * subscriber is usually given a whole /64 and could otherwise spread its attempts over 2^64
 * addresses; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's view of an
 * IPv4 client) as its IPv4 address. Anything else (no address at all) is kept as it is.
 */
export function rateLimitAddress(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0] ?? ip; // without a zone (fe80::1%eth0)
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The site a client address (as rateLimitAddress gives it) belongs to, where many clients must
 * agree (the automatic rollback's browsers): an IPv6 /64 by its /48, since a subscriber is often
 * given a /56 or a /48 and so holds many /64s; an IPv4 address as it is.
 */
export function siteOf(clientAddress: string): string {
  if (!clientAddress.endsWith('::/64')) return clientAddress;
  return `${clientAddress.split(':').slice(0, 3).join(':')}::/48`;
}
