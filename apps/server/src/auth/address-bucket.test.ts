import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket.js';

describe('addressBucket', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const bucket = '2001:db8:0:1::/64';
    expect(addressBucket('2001:db8:0:1::1')).toBe(bucket);
    expect(addressBucket('2001:DB8:0000:0001:ffff:1:2:3')).toBe(bucket);
    expect(addressBucket('2001:db8:0:1:abcd::')).toBe(bucket);
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('2001:db8:0:2::1')).not.toBe(bucket);
  });
});
