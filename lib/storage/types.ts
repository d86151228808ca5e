/** A stored file: its bytes and the content type it was put with. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Files kept by name in one folder, where every server instance finds them: on a disk (one
 * machine, or a directory the instances share) or in a Cloud Storage bucket. Names are plain file
 * names (letters, digits, dot, dash, underscore); a name of any other shape is refused.
 */
export interface FileStore {
  /** Stores the bytes under the name, replacing what was there. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when none is stored under the name. */
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
}

const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Throws on a name that could leave the folder (a slash, "..") or is not a plain file name. */
export function checkedFileName(name: string): string {
  if (!FILE_NAME.test(name) || name.includes('..')) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
  return name;
}
