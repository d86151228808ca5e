// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { limitKeyForAddress } from '@/lib/http/address-key';

describe('limitKeyForAddress', () => {
  it.each([
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:AAAA:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8:0:0:1::1', '2001:db8::/64'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['FE80::abcd:1%25', 'fe80::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
    ['0:0:0:1::', '0:0:0:1::/64'],
  ])('counts IPv6 %s per its /64: %s', (address, key) => {
    expect(limitKeyForAddress(address)).toBe(key);
  });

  it('gives every spelling of one /64 the same key, and a neighbouring /64 another', () => {
    const spellings = [
      '2001:db8:a:b::1',
      '2001:0db8:000a:000b:0000:0000:0000:0001',
      '2001:DB8:A:B:0::1',
      '2001:db8:a:b:ffff:eeee:dddd:cccc',
      '2001:db8:a:b::1%wlan0',
    ];
    expect(new Set(spellings.map(limitKeyForAddress))).toEqual(new Set(['2001:db8:a:b::/64']));
    expect(limitKeyForAddress('2001:db8:a:c::1')).not.toBe(limitKeyForAddress('2001:db8:a:b::1'));
    expect(limitKeyForAddress('2001:db8:b:b::1')).not.toBe(limitKeyForAddress('2001:db8:a:b::1'));
  });

  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['::FFFF:203.0.113.5', '203.0.113.5'],
    ['::ffff:cb00:7105', '203.0.113.5'],
    ['0:0:0:0:0:ffff:203.0.113.5', '203.0.113.5'],
  ])('counts IPv4 (and IPv4 written as IPv6) per address: %s', (address, key) => {
    expect(limitKeyForAddress(address)).toBe(key);
  });

  it('keeps IPv4 addresses of one network apart', () => {
    expect(limitKeyForAddress('203.0.113.5')).not.toBe(limitKeyForAddress('203.0.113.6'));
  });

  it.each([
    'unknown',
    '',
    'not an address',
    '127.1',
    '0x7f.0.0.1',
    '203.0.113.256',
    '2001:db8::1::2',
    '[2001:db8::1]',
    ' 203.0.113.5',
  ])('keeps %j as it is', (address) => {
    expect(limitKeyForAddress(address)).toBe(address);
  });
});
