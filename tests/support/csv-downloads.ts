import { vi } from 'vitest';

/**
 * Catches the files a component downloads (a Blob behind an object URL, clicked as a link):
 * `blobs` and their file names `downloads`, in order. Call in beforeEach, with
 * vi.restoreAllMocks() after each test.
 */
export function catchCsvDownloads(): { blobs: Blob[]; downloads: string[] } {
  const caught = { blobs: [] as Blob[], downloads: [] as string[] };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    caught.blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    caught.downloads.push(this.download);
  });
  return caught;
}

/** A downloaded file's bytes. */
export const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
