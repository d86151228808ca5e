'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { dueAt, retentionRule } from '@/lib/privacy/retention';
import { recordConsentInPerson } from '@/lib/team/guardian-consent-client';
import type { WaitingRecord } from '@/lib/team/inbox';
import styles from './waiting-for-parent.module.css';
import workspace from './workspace.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until a held record is deleted (the awaitingGuardian rule), never below 0. */
export const daysLeft = (askedAt: number, now: number) =>
  Math.max(0, Math.ceil((dueAt(askedAt, retentionRule('awaitingGuardian').period) - now) / DAY_MS));

interface WaitingForParentProps {
  formId: FormId;
  records: readonly WaitingRecord[];
  /** Whether the member may record a parent's consent taken in person (canChangeStatus). */
  canConfirm: boolean;
  /** The time the days left are counted from. */
  now: number;
}

/**
 * One form's records held for a parent's consent: how many, and how long each has before it is
 * deleted. A member who may change the form's status records a consent taken in person; the
 * record then leaves this list for the inbox (the database's change comes back by itself).
 */
export function WaitingForParent({ formId, records, canConfirm, now }: WaitingForParentProps) {
  const t = useTranslations('Privacy.waiting');
  const locale = useSiteLocale();
  const [saving, setSaving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'confirmed' | 'failed' | null>(null);
  if (records.length === 0 && outcome === null) return null;

  const confirm = async (record: WaitingRecord) => {
    setSaving(record.key);
    setOutcome(null);
    try {
      await recordConsentInPerson(formId, record.key);
      setOutcome('confirmed');
    } catch {
      setOutcome('failed');
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby={`${formId}-waiting`} className={styles.waiting}>
      <h3 id={`${formId}-waiting`} className={workspace.subtitle}>
        {t('title', { count: records.length })}
      </h3>
      <p className={`${workspace.small} ${workspace.below1}`}>{t('intro')}</p>
      <p role="status" className={workspace.small}>
        {outcome && t(outcome)}
      </p>
      <ul className={styles.list}>
        {records.map((record) => (
          <li key={record.key} className={`${workspace.rowTight} ${workspace.spread}`}>
            <span>
              {t('entry', {
                reference: record.reference,
                date: formatDate(locale, record.createdAt, { dateStyle: 'medium' }),
              })}
              {' · '}
              {t('daysLeft', { days: daysLeft(record.askedAt, now) })}
            </span>
            {canConfirm && (
              <Button
                size="small"
                variant="outlined"
                disabled={saving !== null}
                onClick={() => void confirm(record)}
                aria-label={`${t('confirmInPerson')}: ${record.reference}`}
              >
                {saving === record.key ? t('confirming') : t('confirmInPerson')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
