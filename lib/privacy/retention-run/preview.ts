import 'server-only';
import { siteConfig } from '@/lib/site-config';
import { RETENTION_RULES } from '@/lib/privacy/retention';
import { planRetention } from './plan';
import { adminRetentionStore, lastRetentionRun } from './retention-store';
import type { RetentionPreview, RulePreview } from './preview-types';

/** References listed per rule at most: the count says how many more there are. */
export const PREVIEW_REFERENCES = 50;

/** What the next run would remove if it ran at `now`, and what the last one did: nothing is written. */
export async function retentionPreview(now = Date.now()): Promise<RetentionPreview> {
  const [snapshot, last] = await Promise.all([adminRetentionStore().snapshot(), lastRetentionRun()]);
  const plan = planRetention(now, snapshot, siteConfig.surveyClosesOn);
  const rules = RETENTION_RULES.map(({ kind }): RulePreview => {
    const items = plan.filter((item) => item.kind === kind);
    const references = items.flatMap(({ reference }) => (reference ? [reference] : []));
    return { kind, count: items.length, references: references.slice(0, PREVIEW_REFERENCES) };
  });
  return { rules, lastRun: last ? { key: last.key, ...last.entry } : null };
}
