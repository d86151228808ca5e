import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { SurveyInsightsView } from '@/components/team/survey-insights';
import en from '@/lib/i18n/messages/en.json';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { NO_INSIGHTS_FILTER } from '@/lib/survey-insights/types';

// The charts' code is loaded apart; here it cannot be (the connection dropped after sign-in).
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/team/insights-chart', () => {
  attempts.count += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const t = en.Insights;
const answers = {
  a: {
    block: 'Dehri',
    ageGroup: '14-17',
    occupation: 'school',
    interests: ['sports'],
    createdAt: 1794301200000,
    reference: 'SRV-A',
  },
};

describe('survey insights without the charts’ code', () => {
  it('still show every table, say the charts are missing, and try again on request', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={{ Insights: t, Forms: en.Forms }}>
        <SurveyInsightsView load={async () => surveyInsights(answers, NO_INSIGHTS_FILTER)} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText(t.chartsFailed)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: t.tables.byBlock.title })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(5);
    const before = attempts.count;
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.chartsFailed)).toBeInTheDocument();
    expect(attempts.count).toBeGreaterThan(before);
  });
});
