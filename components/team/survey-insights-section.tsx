'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { fetchSurveyInsights } from '@/lib/survey-insights/insights-client';
import type { InsightsFilter } from '@/lib/survey-insights/types';
import { currentIdToken } from '@/lib/team/id-token';
import { SurveyInsightsView } from './survey-insights';

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
    <Paper variant="outlined" component="section" aria-labelledby="insights-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h3" id="insights-title" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {open ? (
        <SurveyInsightsView load={loadInsights} />
      ) : (
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('show')}
        </Button>
      )}
    </Paper>
  );
}
