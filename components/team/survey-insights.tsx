'use client';

import { useEffect, useMemo, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { InsightsRequestError } from '@/lib/survey-insights/insights-client';
import { insightsTables, type InsightsTable } from '@/lib/survey-insights/insights-tables';
import {
  NO_INSIGHTS_FILTER,
  type InsightsFilter,
  type InsightsTableId,
  type SurveyInsights,
} from '@/lib/survey-insights/types';
import { InsightsFigure } from './insights-figure';
import { InsightsFilters } from './insights-filters';
import { useInsightsLabels } from './use-insights-labels';
import workspace from './workspace.module.css';
import styles from './survey-insights.module.css';

/** Asks the server for the answers counted under a filter. */
type LoadInsights = (filter: InsightsFilter) => Promise<SurveyInsights>;

type Outcome = { kind: 'ready'; insights: SurveyInsights } | { kind: 'failed'; denied: boolean };

const NOTES: Partial<Record<InsightsTableId, 'tables.interests.note' | 'tables.byWeek.note'>> = {
  interests: 'tables.interests.note',
  byWeek: 'tables.byWeek.note',
};

type Chart = ComponentType<{ table: InsightsTable }>;

/**
 * The charts' code (MUI X Charts, large), loaded when the insights are first shown. Only that
 * module is loaded apart: the tables and filters come with the workspace, and show while it loads.
 */
function useChart(): { Chart: Chart | null; failed: boolean; retry: () => void } {
  const [loaded, setLoaded] = useState<{ Chart: Chart } | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    import('./insights-chart').then(
      ({ InsightsChart }) => active && setLoaded({ Chart: InsightsChart }),
      () => active && setLoaded('failed'),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  return {
    Chart: loaded && loaded !== 'failed' ? loaded.Chart : null,
    failed: loaded === 'failed',
    retry: () => {
      setLoaded(null);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * The survey's answers counted, as charts with their tables, narrowed by days and block. While new
 * counts are on their way the last ones stay on screen, so the page does not jump at each change.
 */
export function SurveyInsightsView({ load }: { load: LoadInsights }) {
  const t = useTranslations('Insights');
  const labels = useInsightsLabels();
  const { Chart, failed: chartsFailed, retry: retryCharts } = useChart();
  const [filter, setFilter] = useState<InsightsFilter>(NO_INSIGHTS_FILTER);
  const [attempt, setAttempt] = useState(0);
  // Which request an outcome answers: while the newest has no answer yet, the counts are loading.
  const request = JSON.stringify([filter, attempt]);
  const [answered, setAnswered] = useState<{ request: string; outcome: Outcome } | null>(null);
  const [lastCounts, setLastCounts] = useState<SurveyInsights | null>(null);
  const badRange = filter.from !== '' && filter.to !== '' && filter.from > filter.to;

  useEffect(() => {
    if (badRange) return;
    let active = true;
    load(filter).then(
      (insights) => {
        if (!active) return;
        setAnswered({ request, outcome: { kind: 'ready', insights } });
        setLastCounts(insights);
      },
      (error: unknown) => {
        const denied = error instanceof InsightsRequestError && error.status === 403;
        if (active) setAnswered({ request, outcome: { kind: 'failed', denied } });
      },
    );
    return () => {
      active = false;
    };
  }, [load, filter, badRange, request]);

  const outcome = answered?.request === request ? answered.outcome : null;
  const shown = outcome?.kind === 'failed' ? null : lastCounts;
  const tables = useMemo(() => (shown ? insightsTables(shown, labels) : []), [shown, labels]);

  return (
    <div className={styles.insights}>
      <InsightsFilters filter={filter} onChange={setFilter} />
      <p className={workspace.small}>{t('daysNote')}</p>
      {badRange ? (
        <Alert severity="warning">{t('badRange')}</Alert>
      ) : outcome?.kind === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            !outcome.denied && (
              <Button color="inherit" onClick={() => setAttempt((n) => n + 1)}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t(outcome.denied ? 'denied' : 'failed')}
        </Alert>
      ) : (
        <p role="status" className={`${workspace.text} ${workspace.bold}`}>
          {outcome ? t('total', { count: outcome.insights.total }) : t('loading')}
        </p>
      )}
      {!badRange && shown?.total === 0 && <p className={workspace.text}>{t('noAnswers')}</p>}
      {chartsFailed && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={retryCharts}>
              {t('retry')}
            </Button>
          }
        >
          {t('chartsFailed')}
        </Alert>
      )}
      {!badRange &&
        shown &&
        shown.total > 0 &&
        tables.map((table) => {
          const note = NOTES[table.id];
          return (
            <InsightsFigure
              key={table.id}
              table={table}
              note={note && t(note)}
              chart={Chart && <Chart table={table} />}
            />
          );
        })}
    </div>
  );
}
