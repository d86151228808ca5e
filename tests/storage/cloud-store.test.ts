// @vitest-environment node
// The Cloud Storage store through firebase-admin/storage, against the Storage emulator of
// firebase-tools (tests/support/storage-emulator.ts): the requests production makes to the bucket.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudStore } from '@/lib/storage/cloud-store';
import type { FileStore } from '@/lib/storage/types';
import { startStorageEmulator, type StorageEmulator } from '../support/storage-emulator';

const PROJECT = 'demo-storage-test';
const BUCKET = `${PROJECT}.appspot.com`;

let emulator: StorageEmulator;
let app: App;
let store: FileStore;
const bucket = () => getStorage(app).bucket(BUCKET);

beforeAll(async () => {
  emulator = await startStorageEmulator(PROJECT);
  // firebase-admin sends the bucket's requests to the emulator when this is set.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId: PROJECT }, 'cloud-store-test');
  store = createCloudStore(async () => bucket(), 'pictures');
});

afterAll(async () => {
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  await deleteApp(app);
  await emulator.stop();
});

describe('the Cloud Storage store', () => {
  it('puts bytes as an object under its folder, with their content type, and gets them back', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);
    await store.put('0123abcd.jpg', bytes, 'image/jpeg');
    const [metadata] = await bucket().file('pictures/0123abcd.jpg').getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
    expect(await store.get('0123abcd.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await store.exists('0123abcd.jpg')).toBe(true);
  });

  it('answers null and false for a name nothing was stored under', async () => {
    expect(await store.get('missing.jpg')).toBeNull();
    expect(await store.exists('missing.jpg')).toBe(false);
  });

  it('replaces what a second put stores under the same name', async () => {
    await store.put('again.txt', new TextEncoder().encode('first'), 'text/plain');
    await store.put('again.txt', new TextEncoder().encode('second'), 'text/plain');
    const file = await store.get('again.txt');
    expect(new TextDecoder().decode(file?.bytes)).toBe('second');
  });

  it('refuses a name that could reach outside its folder, before asking the bucket', async () => {
    for (const name of ['../secrets.json', 'a/b.jpg', '', '..']) {
      await expect(store.put(name, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/Not a stored file name/);
      await expect(store.get(name)).rejects.toThrow(/Not a stored file name/);
    }
  });

  it('passes on a failure other than "not found"', async () => {
    const broken = createCloudStore(async () => {
      throw new Error('no credential');
    }, 'pictures');
    await expect(broken.get('x.jpg')).rejects.toThrow('no credential');
  });
});
