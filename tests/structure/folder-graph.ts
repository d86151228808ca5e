import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which folders of lib/ import which, from every import, export-from, import() and require,
 * type-only ones included: a folder whose types come from another still depends on it. A file
 * at lib/'s top level (site-config.ts, navigation.ts) is a node of its own.
 */
export interface FolderGraph {
  /** from → to → the imports that make the edge, as `file: specifier`. */
  edges: Map<string, Map<string, string[]>>;
}

const STRIPPED = /(?:\.d)?\.(?:[cm]?js|m?tsx?)$/;

/** The project path a specifier names, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

/** lib/news/edition.ts → 'news'; lib/site-config.ts → 'lib/site-config'; outside lib/ → null. */
export function libNodeOf(target: string): string | null {
  const parts = target.replace(STRIPPED, '').split('/');
  if (parts[0] !== 'lib' || parts.length < 2) return null;
  const folder = parts[1] ?? '';
  if (parts.length > 2 || (existsSync(target) && statSync(target).isDirectory())) return folder;
  return `lib/${folder}`;
}

export function libFolderGraph(files: readonly string[]): FolderGraph {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = libNodeOf(file);
    if (from === null) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = targetOf(file, fileName);
      const to = target === null ? null : libNodeOf(target);
      if (to === null || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, out.set(to, [...(out.get(to) ?? []), `${file}: ${fileName}`]));
    }
  }
  return { edges };
}

/** The groups of nodes that can each reach one another (Tarjan's algorithm): each group is a cycle. */
export function cyclesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.size - 1);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Each cycle as the imports that close it, for a failure message that says what to move. */
export function describeCycles({ edges }: FolderGraph): string[][] {
  const graph = new Map([...edges].map(([from, out]) => [from, [...out.keys()]]));
  return cyclesOf(graph).map((group) =>
    group.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => group.includes(to))
        .map(([to, imports]) => `${from} → ${to} (${imports.join(', ')})`),
    ),
  );
}
