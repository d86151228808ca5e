import path from 'node:path';

export const DEFAULT_UPLOADS_DIR = '.data/uploads';

/** Next's standalone server runs from .next/standalone inside the project (it changes into it). */
const STANDALONE_FOLDER = /[\\/]\.next[\\/]standalone[\\/]?$/;

/**
 * Where the local disk store keeps uploads: UPLOADS_DIR, or .data/uploads, resolved against the
 * project's folder. For the standalone server that is two levels above its working directory, so
 * `npm start` and the standalone server of one checkout keep the same files, and a new build (which
 * empties .next) keeps them too.
 */
export function uploadsDirectory(configured: string | undefined, cwd: string = process.cwd()): string {
  const projectFolder = STANDALONE_FOLDER.test(cwd) ? path.resolve(cwd, '..', '..') : cwd;
  return path.resolve(projectFolder, configured ?? DEFAULT_UPLOADS_DIR);
}
