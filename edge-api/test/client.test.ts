// The per-client rate-limit key: IPv4 as is, IPv6 by its /64, anything else one shared local bucket.
import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../src/lib/client';

describe('clientKeyOf', () => {
  it('keeps an IPv4 address', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf(' 198.51.100.1 ')).toBe('198.51.100.1');
  });

  it('groups IPv6 addresses of one /64 together, whatever their spelling', () => {
    const key = '2001:db8:aa:1::/64';
    for (const ip of ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff', '2001:DB8:AA:1:0:0:0:2', '2001:db8:aa:1::192.0.2.1']) {
      expect(clientKeyOf(ip)).toBe(key);
    }
    expect(clientKeyOf('2001:db8:aa:2::1')).not.toBe(key);
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('puts a missing or malformed header in one local bucket', () => {
    for (const v of [undefined, '', 'unknown', '1:2:3', '1::2::3', 'g::1', '1:2:3:4:5:6:7:8:9', "x' OR 1=1"])
      expect(clientKeyOf(v)).toBe('local');
  });
});
