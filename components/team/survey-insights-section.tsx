'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { fetchSurveyInsights } from '@/lib/survey-insights/insights-client';
import type { InsightsFilter } from '@/lib/survey-insights/types';
import { currentIdToken } from '@/lib/team/id-token';
import { SurveyInsightsView } from './survey-insights';
import { WorkspaceSection } from './workspace-section';

const loadInsights = async (filter: InsightsFilter) => fetchSurveyInsights(await currentIdToken(), filter);

/**
 * The survey insights in the workspace, for roles that read the survey. Closed at first: the
 * counting and the charts' code (SurveyInsightsView loads it) wait until the member asks, so the
 * inbox stays quick on a phone.
 */
export function SurveyInsightsSection() {
  const t = useTranslations('Insights');
  const [open, setOpen] = useState(false);
  return (
    <WorkspaceSection id="insights-title" title={t('title')} intro={t('intro')}>
      {open ? (
        <SurveyInsightsView load={loadInsights} />
      ) : (
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('show')}
        </Button>
      )}
    </WorkspaceSection>
  );
}
