import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Installed packages and build output: not the project's own code. */
const SKIPPED = new Set(['node_modules', '.next']);
export const CODE_FILE = /\.(?:[cm]?js|m?tsx?)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(file);
    return CODE_FILE.test(entry.name) ? [file] : [];
  });
}

/** Every code file in `roots` (folders or files, relative to the project), with forward slashes. */
export function codeFiles(roots: readonly string[]): string[] {
  return roots.flatMap((root) => (statSync(root).isDirectory() ? walk(root) : [root]));
}
