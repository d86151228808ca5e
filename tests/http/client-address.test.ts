// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_ADDRESS } from '@/lib/http/client-address';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientAddress', () => {
  it("without trusted proxies, takes the last entry: the connection's address, which Next writes there", () => {
    expect(clientAddress(headers('203.0.113.5'), 0)).toBe('203.0.113.5');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5'), 0)).toBe('203.0.113.5');
    expect(clientAddress(headers(), 0)).toBe(UNKNOWN_ADDRESS);
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
});
