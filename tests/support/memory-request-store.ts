import type { RequestStore } from '@/lib/privacy/data-requests/requests';

/** A RequestStore over a plain object, with paths like the database's; `data` is the whole tree. */
export function memoryRequestStore(data: Record<string, unknown> = {}) {
  let counter = 0;
  const parts = (path: string) => path.split('/').filter(Boolean);
  const read = (path: string): unknown =>
    parts(path).reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? ((node as Record<string, unknown>)[part] ?? null) : null,
      data,
    );
  const write = (path: string, value: unknown) => {
    const keys = parts(path);
    const last = keys.pop() as string;
    let node = data;
    for (const key of keys) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    if (value === null) delete node[last];
    else node[last] = structuredClone(value);
  };
  const store: RequestStore = {
    newKey: (node) => `-${node.slice(0, 3)}Key${String((counter += 1)).padStart(12, '0')}`,
    claim: async (path, value) => {
      const current = read(path);
      if (current !== null) return current;
      write(path, value);
      return null;
    },
    read: async (path) => structuredClone(read(path)),
    update: async (values) => {
      for (const [path, value] of Object.entries(values)) write(path, value);
    },
    changeExisting: async (path, change) => {
      const current = read(path);
      if (typeof current !== 'object' || current === null) return false;
      write(path, change(structuredClone(current) as Record<string, unknown>));
      return true;
    },
  };
  return { store, data, read };
}
