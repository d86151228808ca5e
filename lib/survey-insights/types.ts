import type { Block } from '@/lib/district-blocks';
import type { AGE_GROUPS, INTERESTS, OCCUPATIONS } from '@/lib/forms/options';

/** What the insights are narrowed to: days received (YYYY-MM-DD, Indian time, both included) and a block; '' for no limit. */
export interface InsightsFilter {
  from: string;
  to: string;
  block: Block | '';
}

export const NO_INSIGHTS_FILTER: InsightsFilter = { from: '', to: '', block: '' };

export interface CountRow<Key extends string = string> {
  key: Key;
  count: number;
}

/**
 * The survey's answers counted, and nothing else: no name, village or written answer is in it,
 * so it can leave the server.
 */
export interface SurveyInsights {
  total: number;
  /** Every block of the district in the list's order, those with no answer too. */
  byBlock: CountRow<Block>[];
  /** Every age group in the form's order. */
  byAgeGroup: CountRow<(typeof AGE_GROUPS)[number]>[];
  /** Every occupation in the form's order. */
  byOccupation: CountRow<(typeof OCCUPATIONS)[number]>[];
  /** How many answers chose each interest, the most chosen first (an answer can choose several). */
  interests: CountRow<(typeof INTERESTS)[number]>[];
  /** Answers per week: the key is the week's Monday (YYYY-MM-DD), every week of the range, empty ones too. */
  byWeek: CountRow[];
}

export type InsightsTableId = Exclude<keyof SurveyInsights, 'total'>;

export const INSIGHTS_TABLES: readonly InsightsTableId[] = [
  'byBlock',
  'byAgeGroup',
  'byOccupation',
  'interests',
  'byWeek',
];
