import { describe, expect, it } from 'vitest';
import { clientAddress, hashClient } from './client';

describe('clientAddress', () => {
  it('an IPv4 address is the client', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address is its /64, however it is written', () => {
    expect(clientAddress('2001:db8:85a3:12::8a2e:370:7334')).toBe('2001:db8:85a3:12::/64');
    expect(clientAddress('2001:0DB8:85A3:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:12::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('an IPv4-mapped IPv6 address is the IPv4 client', () => {
    expect(clientAddress('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});

describe('hashClient', () => {
  it('depends on the address and the salt only', async () => {
    const a = await hashClient('203.0.113.7', 'salt');
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(await hashClient('203.0.113.7', 'salt')).toBe(a);
    expect(await hashClient('203.0.113.8', 'salt')).not.toBe(a);
    expect(await hashClient('203.0.113.7', 'pepper')).not.toBe(a);
  });
});
