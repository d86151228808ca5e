// @vitest-environment node
import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, UNKNOWN_ADDRESS } from '@/lib/http/client-address';
import { CONNECTION_ADDRESS_HEADER, stampConnectionAddresses } from '@/lib/next-internals/connection-address';

const headers = (xff?: string, connection?: string) =>
  new Headers({
    ...(xff === undefined ? {} : { 'x-forwarded-for': xff }),
    ...(connection === undefined ? {} : { [CONNECTION_ADDRESS_HEADER]: connection }),
  });

describe('clientAddress', () => {
  it("without trusted proxies, takes the connection's address and never X-Forwarded-For", () => {
    expect(clientAddress(headers('6.6.6.6', '203.0.113.5'), 0)).toBe('203.0.113.5');
    expect(clientAddress(headers('6.6.6.6', '203.0.113.5'), 0)).toBe(
      clientAddress(headers('7.7.7.7', '203.0.113.5'), 0),
    );
    expect(clientAddress(headers('6.6.6.6'), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it("the server writes the connection's address over anything a visitor sent under that name", async () => {
    stampConnectionAddresses();
    const server = http.createServer((request, response) => {
      response.end(String(request.headers[CONNECTION_ADDRESS_HEADER]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { [CONNECTION_ADDRESS_HEADER]: '6.6.6.6' } });
      expect(await answer.text()).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
