/**
 * `read`'s answer, kept until the current task's microtasks have run. A page has hundreds of
 * readers of one stored value (every link asks whether to save data), each asking while it renders
 * and again after the commit: a hydrating /news asked 120 times, each a read out of the browser's
 * storage or cookie jar. Within a task only this tab's own writes can change the answer, and they
 * call forget(); another tab's write arrives as a storage event, in a later task.
 */
export function keptForTask<T>(read: () => T): { get: () => T; forget: () => void } {
  let kept: { value: T } | null = null;
  return {
    get() {
      if (kept) return kept.value;
      const fresh = { value: read() };
      kept = fresh;
      queueMicrotask(() => {
        if (kept === fresh) kept = null;
      });
      return fresh.value;
    },
    forget() {
      kept = null;
    },
  };
}
