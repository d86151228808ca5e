import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Installed packages and build output: not the project's own code. */
const SKIPPED = new Set(['node_modules', '.next']);
export const CODE_FILE = /\.(?:[cm]?js|m?tsx?)$/;

function walk(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(file, name);
    return name.test(entry.name) ? [file] : [];
  });
}

/** The project's files in `roots` (folders or files, relative to the project) whose names match, with forward slashes. */
export function projectFiles(roots: readonly string[], name: RegExp): string[] {
  return roots.flatMap((root) => (statSync(root).isDirectory() ? walk(root, name) : [root]));
}

/** Every code file in `roots`. */
export const codeFiles = (roots: readonly string[]): string[] => projectFiles(roots, CODE_FILE);
