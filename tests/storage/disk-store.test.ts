// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStore } from '@/lib/storage/disk-store';
import { uploadsDirectory } from '@/lib/storage/uploads-directory';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'disk-store-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the disk store', () => {
  it('writes bytes with their content type into its folder (made on first write) and reads them back', async () => {
    const folder = join(root, 'uploads', 'pictures');
    const store = createDiskStore(folder);
    const bytes = new Uint8Array([0xff, 0xd8, 0, 1, 254, 255]);
    await store.put('abc.jpg', bytes, 'image/jpeg');
    expect(await store.get('abc.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await store.exists('abc.jpg')).toBe(true);
    // No temporary file is left behind.
    expect(readdirSync(folder).sort()).toEqual(['abc.jpg', 'abc.jpg.content-type']);
  });

  it('answers null and false for a missing file, also before the folder exists', async () => {
    const store = createDiskStore(join(root, 'not-yet'));
    expect(await store.get('missing.jpg')).toBeNull();
    expect(await store.exists('missing.jpg')).toBe(false);
  });

  it('replaces a file written again under the same name', async () => {
    const store = createDiskStore(root);
    await store.put('note.txt', new TextEncoder().encode('first'), 'text/plain');
    await store.put('note.txt', new TextEncoder().encode('second'), 'text/plain; charset=utf-8');
    const file = await store.get('note.txt');
    expect(new TextDecoder().decode(file?.bytes)).toBe('second');
    expect(file?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('is shared by two stores on one folder, as by two instances on one machine', async () => {
    await createDiskStore(root).put('shared.jpg', new Uint8Array([7]), 'image/jpeg');
    expect((await createDiskStore(root).get('shared.jpg'))?.bytes).toEqual(new Uint8Array([7]));
  });

  it('refuses a name that could leave its folder', async () => {
    const store = createDiskStore(join(root, 'inner'));
    for (const name of ['../outside.jpg', '..', 'a/b.jpg', 'a\\b.jpg', '/etc/passwd', '.hidden', '']) {
      await expect(store.put(name, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/Not a stored file name/);
      await expect(store.get(name)).rejects.toThrow(/Not a stored file name/);
      await expect(store.exists(name)).rejects.toThrow(/Not a stored file name/);
    }
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('the uploads folder', () => {
  it('is .data/uploads in the project folder by default', () => {
    expect(uploadsDirectory(undefined, '/srv/site')).toBe('/srv/site/.data/uploads');
  });

  it('is the same for the standalone server, which runs in .next/standalone of the project', () => {
    expect(uploadsDirectory(undefined, '/srv/site/.next/standalone')).toBe('/srv/site/.data/uploads');
    expect(uploadsDirectory('shared/uploads', '/srv/site/.next/standalone')).toBe('/srv/site/shared/uploads');
  });

  it('is UPLOADS_DIR as given when it is absolute', () => {
    expect(uploadsDirectory('/mnt/uploads', '/srv/site/.next/standalone')).toBe('/mnt/uploads');
  });
});
