// @vitest-environment node
// Which store openFileStore gives: Cloud Storage with a Firebase project, else the local disk.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseSettings } from '@/lib/firebase/config';
import type { StorageBucket } from '@/lib/storage/cloud-store';

vi.mock('server-only', () => ({}));

const saved: { name: string; contentType: string }[] = [];
const fakeBucket: StorageBucket = {
  file: (name) => ({
    save: async (_data, { contentType }) => void saved.push({ name, contentType }),
    download: async () => [Buffer.alloc(0)],
    getMetadata: async () => [{}],
    exists: async () => [false],
  }),
};
vi.mock('@/lib/firebase/admin', () => ({ adminStorageBucket: async () => fakeBucket }));

const project = (emulatorHost: string | null): FirebaseSettings => ({
  emulatorHost,
  authEmulatorHost: null,
  config: {
    apiKey: 'key',
    authDomain: 'p.firebaseapp.com',
    databaseURL: 'https://p.firebaseio.com',
    projectId: 'p',
    storageBucket: 'p.firebasestorage.app',
    messagingSenderId: '0',
    appId: '1:0:web:0',
  },
});

async function storeWith(settings: FirebaseSettings | null) {
  vi.resetModules();
  vi.doMock('@/lib/firebase/config', () => ({ firebaseSettings: settings }));
  return (await import('@/lib/storage')).openFileStore('pictures');
}

let uploads: string | undefined;
afterEach(() => {
  saved.length = 0;
  vi.unstubAllEnvs();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
});

describe('openFileStore', () => {
  it("with a Firebase project, keeps files in its Cloud Storage bucket, under the folder's name", async () => {
    await (await storeWith(project(null))).put('a.jpg', new Uint8Array([1]), 'image/jpeg');
    expect(saved).toEqual([{ name: 'pictures/a.jpg', contentType: 'image/jpeg' }]);
  });

  it.each([
    ['the demo copy (a local database)', project('127.0.0.1:9000')],
    ['no Firebase at all', null],
  ])('for %s, keeps files on the disk in UPLOADS_DIR', async (_, settings) => {
    uploads = mkdtempSync(join(tmpdir(), 'file-store-choice-'));
    vi.stubEnv('UPLOADS_DIR', uploads);
    await (await storeWith(settings)).put('a.jpg', new Uint8Array([1]), 'image/jpeg');
    expect(saved).toEqual([]);
    expect(readdirSync(join(uploads, 'pictures'))).toContain('a.jpg');
  });
});
