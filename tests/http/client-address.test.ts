import { describe, expect, it } from 'vitest';
import { clientAddress, trustProxyHops } from '@/lib/http/client-address';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientAddress', () => {
  it('is the last entry without trusted proxies (what Next fills in from the connection)', () => {
    expect(clientAddress(headers('203.0.113.5'), 0)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.1.1.1, 203.0.113.5'), 0)).toBe('203.0.113.5');
  });

  it('skips what the visitor wrote in front of the trusted proxies', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    expect(clientAddress(headers('203.0.113.5'), 3)).toBe('203.0.113.5');
  });

  it("is 'unknown' without the header", () => {
    expect(clientAddress(headers(), 0)).toBe('unknown');
    expect(clientAddress(headers(' , '), 1)).toBe('unknown');
  });

  it('reads TRUST_PROXY_HOPS as a small whole number, else 0', () => {
    expect(trustProxyHops('2')).toBe(2);
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('-1')).toBe(0);
    expect(trustProxyHops('yes')).toBe(0);
    expect(trustProxyHops('99')).toBe(0);
  });
});
