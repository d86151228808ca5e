// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  insightsCsv,
  insightsCsvFileName,
  insightsTables,
  type InsightsTable,
  type InsightsTableLabels,
} from '@/lib/survey-insights/insights-tables';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { INSIGHTS_TABLES, NO_INSIGHTS_FILTER } from '@/lib/survey-insights/types';

const labels: InsightsTableLabels = {
  answers: 'Answers',
  tables: Object.fromEntries(
    INSIGHTS_TABLES.map((id) => [id, { title: `Title ${id}`, column: `Column ${id}` }]),
  ) as InsightsTableLabels['tables'],
  rowLabel: (id, key) => `${id}:${key}`,
};

describe('the insights tables', () => {
  it('are one per chart, in order, with their words and rows', () => {
    const one = {
      a: {
        block: 'Dehri',
        ageGroup: '14-17',
        occupation: 'school',
        interests: ['sports'],
        createdAt: Date.parse('2026-11-10T06:00:00Z'),
        reference: 'SRV-1',
      },
    };
    const tables = insightsTables(surveyInsights(one, NO_INSIGHTS_FILTER), labels);
    expect(tables.map((table) => table.id)).toEqual(INSIGHTS_TABLES);
    expect(tables[1]).toMatchObject({ title: 'Title byAgeGroup', column: 'Column byAgeGroup', answers: 'Answers' });
    expect(tables[1]?.rows[0]).toEqual({ key: '14-17', label: 'byAgeGroup:14-17', count: 1 });
    expect(tables[4]?.rows).toEqual([{ key: '2026-11-09', label: 'byWeek:2026-11-09', count: 1 }]);
  });
});

describe('a table as CSV', () => {
  const table = (id: InsightsTable['id'], rows: InsightsTable['rows']): InsightsTable => ({
    id,
    title: 'T',
    column: 'उम्र समूह',
    answers: 'जवाब',
    rows,
  });

  it('opens in Excel with Hindi intact: a byte order mark, CRLF line ends', () => {
    const csv = insightsCsv(table('byAgeGroup', [{ key: '14-17', label: '14 से 17', count: 3 }]));
    expect(csv).toBe('\uFEFFउम्र समूह,जवाब\r\n14 से 17,3\r\n');
  });

  it('keeps a name that looks like a formula as text, and quotes commas', () => {
    const csv = insightsCsv(
      table('byOccupation', [
        { key: 'a', label: '=1+1', count: 1 },
        { key: 'b', label: '-2', count: 0 },
        { key: 'c', label: 'Work, paid', count: 2 },
      ]),
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual(["'=1+1,1", "'-2,0", '"Work, paid",2']);
  });

  it('writes a week as its Monday, YYYY-MM-DD', () => {
    const csv = insightsCsv(table('byWeek', [{ key: '2026-11-02', label: '2 नव॰ 2026', count: 4 }]));
    expect(csv.split('\r\n')[1]).toBe('2026-11-02,4');
  });

  it('is named after its table and the Indian day', () => {
    expect(insightsCsvFileName('byBlock', new Date('2026-11-22T19:00:00Z'))).toBe(
      'survey-answers-by-block-2026-11-23.csv',
    );
  });
});
