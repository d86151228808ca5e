import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamWorkspace } from '@/components/team/team-workspace';
import { SurveyInsightsView } from '@/components/team/survey-insights';
import { BLOCKS } from '@/lib/district-blocks';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { InsightsRequestError } from '@/lib/survey-insights/insights-client';
import type { InsightsFilter } from '@/lib/survey-insights/types';
import type { SignedInMember } from '@/lib/team/member';
import { bytesOf, catchCsvDownloads } from '../support/csv-downloads';

// The charts draw in a real browser (e2e/survey-insights.spec.ts); jsdom cannot measure them.
// Here the chart says what it was given, to check it follows the filters like its table.
vi.mock('@/components/team/insights-chart', () => ({
  InsightsChart: ({ table }: { table: { id: string; rows: { count: number }[] } }) => (
    <p data-testid={`chart-${table.id}`}>{table.rows.map((row) => row.count).join(' ')}</p>
  ),
}));
vi.mock('@/components/team/team-inbox', () => ({ TeamInbox: () => <section aria-label="inbox" /> }));
vi.mock('@/components/team/team-members-panel', () => ({ TeamMembersPanel: () => null }));
vi.mock('@/lib/team/id-token', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/team/id-token')>()),
  currentIdToken: vi.fn(async () => 'id-token'),
}));

/** Four answers, as the database holds them (with what must never be shown). */
const answer = (at: string, block: string, ageGroup: string, occupation: string, interests: string[]) => ({
  ageGroup,
  block,
  village: 'Hidden village',
  occupation,
  interests,
  needs: 'Hidden need',
  consent: true,
  createdAt: Date.parse(at),
  reference: `SRV-${at}`,
});
const node = {
  a: answer('2026-11-02T10:00:00+05:30', 'Sasaram', '18-21', 'college', ['educational', 'sports']),
  b: answer('2026-11-04T10:00:00+05:30', 'Sasaram', '14-17', 'school', ['sports']),
  c: answer('2026-11-10T10:00:00+05:30', 'Dehri', '22-25', 'seeking', ['social']),
  d: answer('2026-11-17T00:30:00+05:30', 'Nokha', '18-21', 'farming', ['=HYPERLINK("x")', 'cultural']),
};

const insightsClient = vi.hoisted(() => ({ calls: [] as [string, InsightsFilter][] }));
vi.mock('@/lib/survey-insights/insights-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/survey-insights/insights-client')>()),
  fetchSurveyInsights: vi.fn(async (token: string, filter: InsightsFilter) => {
    insightsClient.calls.push([token, filter]);
    const { surveyInsights: count } = await import('@/lib/survey-insights/aggregate');
    return count(node, filter);
  }),
}));

const member = (role: string): SignedInMember => ({ memberId: 'RYF00X', name: 'Demo', role });

function renderWorkspace(role: string, locale: 'en' | 'hi' = 'en') {
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Admin: catalog.Admin }}>
      <TeamWorkspace member={member(role)} />
    </NextIntlClientProvider>,
  );
}

function renderView(load = vi.fn(async (filter: InsightsFilter) => surveyInsights(node, filter)), locale = 'en') {
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Insights: catalog.Insights, Forms: catalog.Forms }}>
      <SurveyInsightsView load={load} />
    </NextIntlClientProvider>,
  );
  return load;
}

const t = en.Insights;
const table = (name: string) => screen.getByRole('table', { name });
/** A table's body rows as [name, count] pairs. */
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The line that says how many answered (each table's download has a status line of its own after it). */
const total = () => screen.getAllByRole('status')[0];

afterEach(() => {
  insightsClient.calls = [];
  vi.clearAllMocks();
});

describe('the survey insights in the workspace', () => {
  it.each(['Coordinator', 'Volunteer'])('are offered to the %s, and load on request', async (role) => {
    renderWorkspace(role);
    const section = await screen.findByRole('region', { name: t.title });
    expect(insightsClient.calls).toEqual([]);
    await userEvent.click(within(section).getByRole('button', { name: t.show }));
    expect(await within(section).findByRole('table', { name: t.tables.byBlock.title })).toBeInTheDocument();
    expect(insightsClient.calls).toEqual([['id-token', { from: '', to: '', block: '' }]]);
  });

  it.each(['RUFC Coach', 'Treasurer', 'Accountant'])('are not offered to the %s', async (role) => {
    renderWorkspace(role);
    expect(await screen.findByRole('region', { name: 'inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.show })).not.toBeInTheDocument();
  });

  it('are in Hindi on the Hindi page', async () => {
    renderWorkspace('Volunteer', 'hi');
    const section = await screen.findByRole('region', { name: hi.Insights.title });
    await userEvent.click(within(section).getByRole('button', { name: hi.Insights.show }));
    expect(await screen.findByRole('table', { name: hi.Insights.tables.byAgeGroup.title })).toBeInTheDocument();
    expect(total()).toHaveTextContent('4 लोगों ने जवाब दिया');
    expect(screen.getByRole('rowheader', { name: hi.Forms.options.occupation.college })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '2 नव॰ 2026' })).toBeInTheDocument();
  });
});

describe('the survey insights', () => {
  it('say how many answered, and count them in a table for each chart', async () => {
    renderView();
    await waitFor(() => expect(total()).toHaveTextContent('4 people answered'));
    const byBlock = rowsOf(t.tables.byBlock.title);
    expect(byBlock.map(([name]) => name)).toEqual([...BLOCKS]);
    expect(byBlock.filter(([, count]) => count !== '0')).toEqual([
      ['Dehri', '1'],
      ['Nokha', '1'],
      ['Sasaram', '2'],
    ]);
    expect(rowsOf(t.tables.byAgeGroup.title)).toEqual([
      ['14 to 17', '1'],
      ['18 to 21', '2'],
      ['22 to 25', '1'],
      ['26 to 29', '0'],
    ]);
    expect(rowsOf(t.tables.byOccupation.title)).toContainEqual(['At college or university', '1']);
    expect(rowsOf(t.tables.interests.title)).toEqual([
      ['Sports (RUFC)', '2'],
      ['Social work', '1'],
      ['Education', '1'],
      ['Culture and arts', '1'],
    ]);
    expect(rowsOf(t.tables.byWeek.title)).toEqual([
      ['2 Nov 2026', '2'],
      ['9 Nov 2026', '1'],
      ['16 Nov 2026', '1'],
    ]);
    expect(screen.getByTestId('chart-byAgeGroup')).toHaveTextContent('1 2 1 0');
    expect(document.body).not.toHaveTextContent(/Hidden|SRV-|HYPERLINK/);
  });

  it('hide each chart from screen readers, who read its table', async () => {
    renderView();
    const chart = await screen.findByTestId('chart-byBlock');
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(table(t.tables.byBlock.title).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('follow the block and days chosen, in every chart and table, and clear', async () => {
    const load = renderView();
    await screen.findByRole('table', { name: t.tables.byBlock.title });
    await userEvent.click(screen.getByRole('combobox', { name: t.block }));
    await userEvent.click(screen.getByRole('option', { name: 'Sasaram' }));
    await waitFor(() => expect(total()).toHaveTextContent('2 people answered'));
    expect(rowsOf(t.tables.byAgeGroup.title)).toEqual([
      ['14 to 17', '1'],
      ['18 to 21', '1'],
      ['22 to 25', '0'],
      ['26 to 29', '0'],
    ]);
    expect(screen.getByTestId('chart-byAgeGroup')).toHaveTextContent('1 1 0 0');
    expect(rowsOf(t.tables.byBlock.title)).toHaveLength(BLOCKS.length);

    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '2026-11-03' } });
    await waitFor(() => expect(total()).toHaveTextContent('1 person answered'));
    expect(rowsOf(t.tables.interests.title)[0]).toEqual(['Sports (RUFC)', '1']);
    expect(load).toHaveBeenLastCalledWith({ from: '2026-11-03', to: '', block: 'Sasaram' });

    fireEvent.change(screen.getByLabelText(t.to), { target: { value: '2026-11-03' } });
    expect(await screen.findByText(t.noAnswers)).toBeInTheDocument();
    expect(total()).toHaveTextContent('No one answered');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(total()).toHaveTextContent('4 people answered'));
    expect(load).toHaveBeenLastCalledWith({ from: '', to: '', block: '' });
  });

  it('do not ask when the first day is after the last, and say so', async () => {
    const load = renderView();
    await screen.findByRole('table', { name: t.tables.byBlock.title });
    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    fireEvent.change(screen.getByLabelText(t.to), { target: { value: '2026-11-10' } });
    expect(await screen.findByText(t.badRange)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('say when the answers could not be counted, and try again', async () => {
    const load = vi.fn(async (filter: InsightsFilter) => surveyInsights(node, filter));
    load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderView(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('table', { name: t.tables.byBlock.title })).toBeInTheDocument();
  });

  it('say when the role no longer reads the survey, with nothing to retry', async () => {
    renderView(vi.fn(async () => Promise.reject(new InsightsRequestError(403))));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.denied);
    expect(screen.queryByRole('button', { name: t.retry })).not.toBeInTheDocument();
  });
});

describe('the CSV of a table', () => {
  let blobs: Blob[];
  let downloads: string[];
  beforeEach(() => ({ blobs, downloads } = catchCsvDownloads()));
  afterEach(() => vi.restoreAllMocks());

  const download = async (title: string, template = t.download) => {
    await userEvent.click(await screen.findByRole('button', { name: template.replace('{table}', title) }));
    const bytes = await bytesOf(blobs.at(-1) as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
  };

  it('is the table as filtered, named after it and the day', async () => {
    renderView();
    await screen.findByRole('table', { name: t.tables.byBlock.title });
    await userEvent.click(screen.getByRole('combobox', { name: t.block }));
    await userEvent.click(screen.getByRole('option', { name: 'Sasaram' }));
    await waitFor(() => expect(total()).toHaveTextContent('2 people answered'));
    const lines = await download(t.tables.byAgeGroup.title);
    expect(lines).toEqual(['Age group,Answers', '14 to 17,1', '18 to 21,1', '22 to 25,0', '26 to 29,0', '']);
    expect(downloads).toEqual([expect.stringMatching(/^survey-answers-by-age-group-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(screen.getByText(`Downloaded ${downloads[0]}.`)).toBeInTheDocument();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it('writes weeks as dates a spreadsheet reads, and Hindi headings intact', async () => {
    renderView(undefined, 'hi');
    const lines = await download(hi.Insights.tables.byWeek.title, hi.Insights.download);
    expect(lines).toEqual([
      `${hi.Insights.tables.byWeek.column},${hi.Insights.answers}`,
      '2026-11-02,2',
      '2026-11-09,1',
      '2026-11-16,1',
      '',
    ]);
  });

  it('keeps every block, those with no answer too', async () => {
    renderView();
    const lines = await download(t.tables.byBlock.title);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([...BLOCKS]);
    expect(lines).toContain('Akorhi Gola,0');
  });
});
