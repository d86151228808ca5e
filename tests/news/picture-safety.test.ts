// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, literalAddress } from '@/lib/news/private-address';
import { declaredRasterType, sniffRasterType } from '@/lib/news/raster';
import { JPEG_BYTES } from '../support/fake-picture-site';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '[::1]',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '64:ff9b:1::a00:1',
    // NAT64's well-known prefix: a gateway turns these into IPv4 addresses, private ones too.
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::8.8.8.8',
    // Teredo: tunnels to an IPv4 address embedded in the address.
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '2001:4860:4860::8888',
  ])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('literalAddress', () => {
  it('gives the address a URL host spells out, else null', () => {
    expect(literalAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('news.example.com')).toBeNull();
  });
});

describe('raster types', () => {
  it('reads the declared type, with its parameters and other spellings', () => {
    expect(declaredRasterType('image/PNG; charset=binary')).toBe('image/png');
    expect(declaredRasterType('image/jpg')).toBe('image/jpeg');
    expect(declaredRasterType('image/svg+xml')).toBeNull();
    expect(declaredRasterType('text/html')).toBeNull();
    expect(declaredRasterType(undefined)).toBeNull();
  });

  it('recognises pictures by their bytes', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
    expect(sniffRasterType(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffRasterType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))).toBe('image/png');
    expect(sniffRasterType(bytes('GIF89a', 'rest'))).toBe('image/gif');
    expect(sniffRasterType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffRasterType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif');
    expect(sniffRasterType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffRasterType(bytes('<!doctype html>'))).toBeNull();
    expect(sniffRasterType(bytes([0xff, 0xd8]))).toBeNull();
  });
});
