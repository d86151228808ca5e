// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { insightsFilterFrom } from '@/lib/survey-insights/insights-query';
import { insightsQuery } from '@/lib/survey-insights/insights-client';

const filterOf = (query: string) => insightsFilterFrom(new URLSearchParams(query));

describe('the insights query', () => {
  it('takes no filter, dates, a block, or all of them', () => {
    expect(filterOf('')).toEqual({ from: '', to: '', block: '' });
    expect(filterOf('from=2026-11-01&to=2026-11-30&block=Akorhi+Gola')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      block: 'Akorhi Gola',
    });
    expect(filterOf('to=2026-11-30')).toEqual({ from: '', to: '2026-11-30', block: '' });
  });

  it.each([
    ['a date that does not exist', 'from=2026-02-30'],
    ['a date in another form', 'to=30/11/2026'],
    ['an empty date', 'from='],
    ['a range that ends before it starts', 'from=2026-11-30&to=2026-11-01'],
    ['a range of more than ten years', 'from=2000-01-01&to=2026-11-01'],
    ['a block not in the district', 'block=Patna'],
    ['a block in other letters', 'block=sasaram'],
    ['a parameter it does not know', 'village=Nokha'],
    ['a parameter given twice', 'block=Dehri&block=Nokha'],
  ])('refuses %s', (_, query) => {
    expect(filterOf(query)).toBeNull();
  });

  it('is what the client sends for a filter, without the parts left empty', () => {
    const filter = { from: '2026-11-01', to: '', block: 'Akorhi Gola' } as const;
    expect(insightsQuery(filter)).toBe('from=2026-11-01&block=Akorhi+Gola');
    expect(filterOf(insightsQuery(filter))).toEqual(filter);
    expect(insightsQuery({ from: '', to: '', block: '' })).toBe('');
  });
});
