'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { InsightsTableLabels } from '@/lib/survey-insights/insights-tables';
import { INSIGHTS_TABLES, type InsightsTableId } from '@/lib/survey-insights/types';

// The option labels are the survey form's own (Forms.options); blocks are named as they are.
const OPTION_KEYS: Partial<Record<InsightsTableId, string>> = {
  byAgeGroup: 'ageGroup',
  byOccupation: 'occupation',
  interests: 'interests',
};

/** The insights' table words in the page's language. */
export function useInsightsLabels(): InsightsTableLabels {
  const t = useTranslations('Insights');
  const forms = useTranslations('Forms.options');
  const locale = useSiteLocale();
  return useMemo(() => {
    // A week's key is a calendar day, so it is shown as that day whatever the zone.
    const week = new Intl.DateTimeFormat(`${locale}-IN`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      answers: t('answers'),
      tables: Object.fromEntries(
        INSIGHTS_TABLES.map((id) => [id, { title: t(`tables.${id}.title`), column: t(`tables.${id}.column`) }]),
      ) as InsightsTableLabels['tables'],
      rowLabel: (id, key) => {
        if (id === 'byWeek') return week.format(new Date(`${key}T00:00:00Z`));
        const options = OPTION_KEYS[id];
        return options && forms.has(`${options}.${key}`) ? forms(`${options}.${key}`) : key;
      },
    };
  }, [t, forms, locale]);
}
