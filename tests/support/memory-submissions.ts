import type { SubmissionStore } from '@/lib/forms/submission-service';

/**
 * A submission store over a Map whose keys are whole paths, as the admin SDK's behaves: claims are
 * first come, first served, and a change of a record that is not there writes nothing.
 */
export function memorySubmissionStore(timestamp: unknown, data = new Map<string, unknown>()) {
  let keys = 0;
  const store: SubmissionStore = {
    newKey: () => `-key${String(++keys).padStart(8, '0')}`,
    claim: async (path, value) => {
      if (data.has(path)) return data.get(path);
      data.set(path, value);
      return null;
    },
    read: async (path) => data.get(path) ?? null,
    update: async (values) => {
      for (const [path, value] of Object.entries(values)) data.set(path, value);
    },
    changeExisting: async (path, change) => {
      const current = data.get(path);
      if (typeof current !== 'object' || current === null) return false;
      data.set(path, change({ ...current }));
      return true;
    },
    timestamp: () => timestamp,
  };
  return { store, data };
}
