import { todayInIndia } from '@/lib/forms/field-values';
import { csvText } from '@/lib/text/csv';
import { INSIGHTS_TABLES, type InsightsTableId, type SurveyInsights } from './types';

/** The words of the tables, in the page's language. */
export interface InsightsTableLabels {
  /** The heading of the counts' column. */
  answers: string;
  tables: Record<InsightsTableId, { title: string; column: string }>;
  /** A row's name: an option's label, a block as it is, a week's Monday as a date. */
  rowLabel: (table: InsightsTableId, key: string) => string;
}

export interface InsightsTable {
  id: InsightsTableId;
  title: string;
  column: string;
  answers: string;
  rows: { key: string; label: string; count: number }[];
}

/** Each chart's table, in the order they are shown. */
export const insightsTables = (insights: SurveyInsights, labels: InsightsTableLabels): InsightsTable[] =>
  INSIGHTS_TABLES.map((id) => ({
    id,
    ...labels.tables[id],
    answers: labels.answers,
    rows: insights[id].map(({ key, count }) => ({ key, label: labels.rowLabel(id, key), count })),
  }));

/**
 * A table as CSV: its headings and rows as shown, except that weeks are written YYYY-MM-DD, which
 * spreadsheets read as dates in either language.
 */
export const insightsCsv = (table: InsightsTable): string =>
  csvText([
    [table.column, table.answers],
    ...table.rows.map((row) => [table.id === 'byWeek' ? row.key : row.label, String(row.count)]),
  ]);

const FILE_NAMES: Record<InsightsTableId, string> = {
  byBlock: 'survey-answers-by-block',
  byAgeGroup: 'survey-answers-by-age-group',
  byOccupation: 'survey-answers-by-occupation',
  interests: 'survey-interests',
  byWeek: 'survey-answers-per-week',
};

/** e.g. survey-answers-by-block-2026-11-23.csv, dated by the Indian day of the download. */
export const insightsCsvFileName = (id: InsightsTableId, now = new Date()) =>
  `${FILE_NAMES[id]}-${todayInIndia(now)}.csv`;
