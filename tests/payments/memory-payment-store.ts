import type { SubmissionStore } from '@/lib/forms/submission-service';
import { memoryRequestStore } from '../support/memory-request-store';

export const STORED_AT = Date.UTC(2026, 10, 28, 6, 30);

/** The payments' store in memory, with paths like the database's; the database's clock reads STORED_AT. */
export function memoryPaymentStore(data: Record<string, unknown> = {}) {
  const memory = memoryRequestStore(data);
  const store: SubmissionStore = { ...memory.store, timestamp: () => STORED_AT };
  return { store, data, read: memory.read };
}
