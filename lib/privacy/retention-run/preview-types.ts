import type { RetentionKind } from '@/lib/privacy/retention';
import type { RunEntry } from './run';

/** One rule of the dry run: what the next run would remove under it. */
export interface RulePreview {
  kind: RetentionKind;
  count: number;
  /** The references of the records that would go (bookkeeping entries have none). */
  references: string[];
}

/** GET /api/team/retention's answer. */
export interface RetentionPreview {
  rules: RulePreview[];
  lastRun: ({ key: string } & RunEntry) | null;
}
