// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { relyingParty } from '@/lib/team/passkeys-relying-party';

describe('the relying party of a passkey request', () => {
  it('is the configured site, for a page of the configured site only', () => {
    const site = 'https://rohtas.example.org';
    expect(relyingParty('https://rohtas.example.org', site)).toEqual({
      rpID: 'rohtas.example.org',
      origin: 'https://rohtas.example.org',
    });
    for (const origin of [
      'https://evil.example',
      'http://rohtas.example.org',
      'https://rohtas.example.org:8443',
      'https://www.rohtas.example.org',
      'http://localhost:3000',
      'null',
      '',
      null,
    ]) {
      expect(relyingParty(origin, site), String(origin)).toBeNull();
    }
  });

  it('is localhost on any port when the site is configured on localhost, as the demo and the e2e run it', () => {
    expect(relyingParty('http://localhost:3300', 'http://localhost:3000')).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:3300',
    });
    expect(relyingParty('https://localhost:8443', 'http://localhost:3000')?.rpID).toBe('localhost');
    // WebAuthn takes no IP address as an RP ID, and another host is not this machine.
    expect(relyingParty('http://127.0.0.1:3300', 'http://localhost:3000')).toBeNull();
    expect(relyingParty('http://localhost.evil.example', 'http://localhost:3000')).toBeNull();
  });
});
