import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedFileName, type FileStore } from './types';

const CONTENT_TYPE_SUFFIX = '.content-type';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Files in a folder on this machine's disk; each file's content type is kept next to it. Writes go
 * to a temporary file first and are renamed into place, so a reader (in this process or another
 * instance sharing the folder) sees the whole file or none of it.
 */
export function createDiskStore(folder: string): FileStore {
  const pathOf = (name: string) => path.join(folder, checkedFileName(name));
  const writeWhole = async (target: string, data: Uint8Array | string) => {
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  };
  return {
    async put(name, bytes, contentType) {
      const target = pathOf(name);
      await mkdir(folder, { recursive: true });
      // The type first: a file is found only once its bytes are there, and by then so is its type.
      await writeWhole(`${target}${CONTENT_TYPE_SUFFIX}`, contentType);
      await writeWhole(target, bytes);
    },
    async get(name) {
      const target = pathOf(name);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(target),
          readFile(`${target}${CONTENT_TYPE_SUFFIX}`, 'utf8'),
        ]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        return (await stat(pathOf(name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
