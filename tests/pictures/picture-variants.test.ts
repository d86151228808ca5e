// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { FileStore, StoredFile } from '@/lib/storage/types';

vi.mock('server-only', () => ({}));
const { storedPictureOf } = await import('@/lib/pictures/picture-variants');

const ORIGINAL = `${'a'.repeat(32)}.jpg`;

function memoryStore(files: Record<string, StoredFile> = {}): FileStore & { files: Record<string, StoredFile> } {
  return {
    files,
    async put(name, bytes, contentType) {
      files[name] = { bytes, contentType };
    },
    async get(name) {
      return files[name] ?? null;
    },
    async exists(name) {
      return name in files;
    },
  };
}

const jpeg = async (width: number) =>
  new Uint8Array(
    await sharp({ create: { width, height: 10, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer(),
  );

describe('storedPictureOf', () => {
  it('serves a copy kept at upload without resizing anything', async () => {
    const kept = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/jpeg' };
    const store = memoryStore({ [ORIGINAL]: { bytes: await jpeg(1600), contentType: 'image/jpeg' } });
    store.files[ORIGINAL.replace('.jpg', '-720w.jpg')] = kept;
    const resize = vi.fn();
    expect(await storedPictureOf(store, { original: ORIGINAL, width: 720 }, resize)).toBe(kept);
    expect(resize).not.toHaveBeenCalled();
  });

  it('makes a missing copy from the original once for readers asking at the same time, and keeps it', async () => {
    const store = memoryStore({ [ORIGINAL]: { bytes: await jpeg(1600), contentType: 'image/jpeg' } });
    const resize = vi.fn(async () => new Uint8Array([9]));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => storedPictureOf(store, { original: ORIGINAL, width: 1080 }, resize)),
    );
    expect(resize).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledWith(expect.any(Uint8Array), 1080);
    expect(answers.every((answer) => answer?.bytes[0] === 9)).toBe(true);
    expect(store.files[ORIGINAL.replace('.jpg', '-1080w.jpg')]?.bytes).toEqual(new Uint8Array([9]));
  });

  it('answers the original for a width not narrower than it, and null without an original', async () => {
    const original = { bytes: await jpeg(700), contentType: 'image/jpeg' };
    const resize = vi.fn();
    expect(
      await storedPictureOf(memoryStore({ [ORIGINAL]: original }), { original: ORIGINAL, width: 720 }, resize),
    ).toBe(original);
    expect(await storedPictureOf(memoryStore(), { original: ORIGINAL, width: 720 }, resize)).toBeNull();
    expect(resize).not.toHaveBeenCalled();
  });
});
