import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { periodParts } from '@/lib/privacy/notices';
import type { RetentionPeriod } from '@/lib/privacy/retention';

/** A retention period in words ("12 months", "3 years"), from the one retention table. */
export async function periodText(locale: Locale, period: RetentionPeriod): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Privacy.period' });
  const parts = periodParts(period).map(({ unit, count }) => t(unit, { count }));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}
