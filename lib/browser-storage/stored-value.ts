import { keptForTask } from './kept-for-task';

/**
 * A typed value kept under one Web Storage key, for the settings this browser remembers. It never
 * throws: where storage is refused (private mode, a full quota, a sandbox) or absent (the server)
 * it answers the fallback, and a value it could not store still holds for this page. Readers are
 * told of this tab's writes and of other tabs' (the storage event).
 */

/** localStorage outlives the tab; sessionStorage ends with it. */
export type StorageAreaName = 'localStorage' | 'sessionStorage';

export interface StoredValueOptions<T> {
  area: StorageAreaName;
  key: string;
  /** The value when nothing valid is stored, when storage is refused, and on the server. */
  fallback: T;
  /**
   * The stored string as a value; undefined (or a throw) for one that is not valid. A Zod schema
   * fits as `(raw) => schema.safeParse(JSON.parse(raw)).data`.
   */
  parse: (raw: string) => T | undefined;
  /** The string to store; null removes the key. */
  serialize: (value: T) => string | null;
}

export interface StoredValue<T> {
  get: () => T;
  /** The value React renders on the server and while hydrating: the fallback. */
  getServerSnapshot: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

function storageArea(name: StorageAreaName): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

export function storedValue<T>({ area, key, fallback, parse, serialize }: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  const storedString = keptForTask((): string | null => {
    try {
      return storageArea(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  });
  // The value of the stored string, kept while the string stays: React wants the same object back.
  let last: { raw: string | null; value: T } = { raw: null, value: fallback };

  const valueOf = (raw: string | null): T => {
    if (raw === null) return fallback;
    try {
      return parse(raw) ?? fallback;
    } catch {
      return fallback;
    }
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared the whole area.
    if (event.key !== key && event.key !== null) return;
    if (event.storageArea && event.storageArea !== storageArea(area)) return;
    storedString.forget();
    notify();
  };

  return {
    get() {
      if (typeof window === 'undefined') return fallback;
      const raw = storedString.get();
      if (raw !== last.raw) last = { raw, value: valueOf(raw) };
      return last.value;
    },
    getServerSnapshot: () => fallback,
    set(value) {
      const raw = serialize(value);
      try {
        const storage = storageArea(area);
        if (!storage) throw new Error(`${area} is not available`);
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
      } catch (error) {
        console.error(`Could not store ${key}`, error);
      }
      storedString.forget();
      // Holds for this page even when storage refused it, until the stored string changes.
      last = { raw: storedString.get(), value };
      notify();
    },
    subscribe(listener) {
      // One storage listener per key, however many components read it.
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
