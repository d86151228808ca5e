// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULT_HOSTNAME, demoNextArgs } from '../../scripts/demo-hostname.mjs';

describe('where the demo copy listens', () => {
  it('is this computer alone when nothing says otherwise', () => {
    expect(DEMO_DEFAULT_HOSTNAME).toBe('127.0.0.1');
    expect(demoNextArgs([], undefined)).toEqual(['--hostname', '127.0.0.1']);
    expect(demoNextArgs(['-p', '3000'], '  ')).toEqual(['-p', '3000', '--hostname', '127.0.0.1']);
  });

  it('is the address DEMO_HOSTNAME names: an IP address or localhost', () => {
    expect(demoNextArgs([], '0.0.0.0')).toEqual(['--hostname', '0.0.0.0']);
    expect(demoNextArgs([], '::1')).toEqual(['--hostname', '::1']);
    expect(demoNextArgs([], 'localhost')).toEqual(['--hostname', 'localhost']);
  });

  it('refuses a DEMO_HOSTNAME that is not an address, saying what is expected', () => {
    for (const setting of ['everywhere', '0.0.0.0 --turbo', '300.1.1.1', 'example.com']) {
      expect(() => demoNextArgs([], setting), setting).toThrow(/DEMO_HOSTNAME must be an IP address/);
    }
  });

  it('keeps a host name given on the command line', () => {
    for (const args of [['-H', '0.0.0.0'], ['--hostname', '0.0.0.0'], ['--hostname=0.0.0.0']]) {
      expect(demoNextArgs(args, '127.0.0.1')).toEqual(args);
    }
  });
});
