import { checkedFileName, type FileStore } from './types';

/** The part of a Cloud Storage bucket (firebase-admin/storage, @google-cloud/storage) used here. */
export interface StorageBucket {
  file(name: string): StorageObject;
}

export interface StorageObject {
  save(data: Buffer, options: { contentType: string; resumable: false }): Promise<unknown>;
  download(): Promise<[Buffer]>;
  getMetadata(): Promise<[{ contentType?: string }, ...unknown[]]>;
  exists(): Promise<[boolean]>;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 404;

/**
 * Files as objects in a Cloud Storage bucket, under `folder/`. The bucket is private: only the
 * server (the admin SDK's credential) reads and writes it, and visitors get the files through our
 * own routes. Every instance sees the same objects.
 */
export function createCloudStore(bucket: () => Promise<StorageBucket>, folder: string): FileStore {
  const objectOf = async (name: string) => (await bucket()).file(`${folder}/${checkedFileName(name)}`);
  return {
    async put(name, bytes, contentType) {
      // One request: the files here are small, and a resumable upload would cost two or more.
      await (await objectOf(name)).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    async get(name) {
      const object = await objectOf(name);
      try {
        const [[metadata], [bytes]] = await Promise.all([object.getMetadata(), object.download()]);
        return { bytes: new Uint8Array(bytes), contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      const [found] = await (await objectOf(name)).exists();
      return found;
    },
  };
}
