import type { ReceiptBookStore } from '@/lib/payments/receipt-allocator';

/**
 * Receipt books in memory that behave like a database transaction between instances: `change`
 * runs on a copy read earlier, and the write is refused and run again when another write came in
 * between. `attempts` counts the runs, so a test sees the retries the queue saves.
 */
export function memoryReceiptBooks() {
  const books = new Map<string, { value: unknown; version: number }>();
  let attempts = 0;
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const copy = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  const store: ReceiptBookStore = {
    async transact(fyLabel, change) {
      for (;;) {
        const seen = books.get(fyLabel) ?? { value: null, version: 0 };
        await tick();
        attempts++;
        const next = change(copy(seen.value));
        if (next === undefined) return copy(books.get(fyLabel)?.value ?? null);
        await tick();
        const now = books.get(fyLabel) ?? { value: null, version: 0 };
        if (now.version !== seen.version) continue;
        books.set(fyLabel, { value: copy(next), version: seen.version + 1 });
        return copy(next);
      }
    },
  };
  return {
    store,
    book: (fyLabel: string) => books.get(fyLabel)?.value ?? null,
    attempts: () => attempts,
  };
}
