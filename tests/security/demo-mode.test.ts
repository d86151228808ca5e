// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firebaseSettingsFrom } from '@/lib/firebase/config';
import { isDemoBuild, isLoopbackHost, mayReachLocalServices } from '@/lib/firebase/demo-mode';
import { checkServerEnv, DEMO_BUILD_REFUSED } from '@/lib/env/server';

const demo = firebaseSettingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
const project = firebaseSettingsFrom({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-yuva.firebaseio.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas-yuva',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
});

describe('a demo copy', () => {
  it('is a build that uses a local database instead of a project', () => {
    expect(isDemoBuild(demo)).toBe(true);
    expect(isDemoBuild(project)).toBe(false);
  });

  it("never sends a browser elsewhere to its own 127.0.0.1, but works on the site's own computer", () => {
    expect(mayReachLocalServices('rohtasyuva.org', demo)).toBe(false);
    expect(mayReachLocalServices('192.168.1.20', demo)).toBe(false);
    expect(mayReachLocalServices('localhost', demo)).toBe(true);
    expect(mayReachLocalServices('127.0.0.1', demo)).toBe(true);
    expect(mayReachLocalServices('rohtasyuva.org', project)).toBe(true);
  });

  it('knows loopback names', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['localhost.example', '10.0.0.1', 'example.org']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('is refused by a production server unless DEMO_MODE=1 says it is meant', () => {
    expect(() => checkServerEnv({ NODE_ENV: 'production' }, true)).toThrow(DEMO_BUILD_REFUSED);
    expect(() => checkServerEnv({ NODE_ENV: 'production', DEMO_MODE: '0' }, true)).toThrow(DEMO_BUILD_REFUSED);
    expect(() => checkServerEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }, true)).not.toThrow();
    expect(() => checkServerEnv({ NODE_ENV: 'development' }, true)).not.toThrow();
    expect(() => checkServerEnv({ NODE_ENV: 'production', PICTURE_SIGNING_KEY: 'k'.repeat(32) }, false)).not.toThrow();
    expect(() => checkServerEnv({ DEMO_MODE: 'yes' }, false)).toThrow('DEMO_MODE must be 0 or 1');
  });
});
