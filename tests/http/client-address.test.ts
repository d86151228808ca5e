import { describe, expect, it } from 'vitest';
import { clientAddress, trustProxyHops, UNTRUSTED_ADDRESS } from '@/lib/http/client-address';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientAddress', () => {
  it('without trusted proxies, never lets a visitor choose their address: everybody shares one key', () => {
    // Next writes the connection's address only when the request has no header, so these
    // cannot be told apart from what a visitor wrote.
    expect(clientAddress(headers('203.0.113.5'), 0)).toBe(UNTRUSTED_ADDRESS);
    expect(clientAddress(headers('1.1.1.1, 203.0.113.5'), 0)).toBe(UNTRUSTED_ADDRESS);
    expect(clientAddress(headers('6.6.6.6'), 0)).toBe(clientAddress(headers('7.7.7.7'), 0));
    expect(clientAddress(headers(), 0)).toBe(UNTRUSTED_ADDRESS);
  });

  it('with trusted proxies, takes what the outermost one saw and skips what the visitor wrote in front', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    expect(clientAddress(headers('203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('203.0.113.5'), 3)).toBe('203.0.113.5');
  });

  it('with trusted proxies, tells two visitors apart', () => {
    expect(clientAddress(headers('203.0.113.5'), 1)).not.toBe(clientAddress(headers('203.0.113.6'), 1));
  });

  it("is 'unknown' with trusted proxies but no header", () => {
    expect(clientAddress(headers(), 1)).toBe('unknown');
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
