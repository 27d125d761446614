import { rateLimitAddress, siteOf } from './clientAddress';

describe('rateLimitAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['127.0.0.1', '127.0.0.1'],
  ])('keeps the IPv4 address %s', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:10.0.8.1', '10.0.8.1'],
    ['::ffff:c000:0201', '192.0.2.1'],
    ['0:0:0:0:0:ffff:c000:201', '192.0.2.1'],
  ])('counts the IPv4-mapped %s as the IPv4 address', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts the IPv6 address %s by its /64', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    const keys = ['2001:db8:a:b::1', '2001:db8:a:b:1234::abcd', '2001:db8:a:c::1'].map(
      rateLimitAddress,
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps what is not an address as it is', () => {
    expect(rateLimitAddress('')).toBe('');
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});

describe('siteOf', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:db8:1:ff00::9', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
  ])('counts the client %s as the site %s', (ip, expected) => {
    expect(siteOf(rateLimitAddress(ip))).toBe(expected);
  });
});
