'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { reportWorkspaceAccess } from '@/lib/privacy/access-reporting';
import { fieldTexts, type InboxLabels, type InboxRecord } from '@/lib/team/inbox';
import { recordSummary } from '@/lib/privacy/inbox-summary';
import type { SignedInMember } from '@/lib/team/member';
import { canChangeStatus } from '@/lib/team/roles';
import { StatusChangeForm } from './status-change-form';
import { StatusHistory } from './status-history';
import styles from './inbox-record.module.css';
import workspace from './workspace.module.css';
import wrapping from './wrapping.module.css';

interface InboxRecordCardProps {
  record: InboxRecord;
  labels: InboxLabels;
  member: SignedInMember;
}

type Detail = 'closed' | 'opening' | 'open' | 'failed';

/**
 * One submission: in the list, its reference, time, status and a line that names nobody; opened,
 * every field, its history and, if allowed, a status change. Opening is an explicit step because
 * each opening goes in the record of who looked: the detail shows only once the server has noted it.
 */
export function InboxRecordCard({ record, labels, member }: InboxRecordCardProps) {
  const t = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  const headingId = `record-${record.formId}-${record.key}`;
  const detailId = `${headingId}-detail`;
  const [detail, setDetail] = useState<Detail>('closed');
  const summary = recordSummary(record, labels);

  const open = async () => {
    setDetail('opening');
    try {
      await reportWorkspaceAccess({
        action: 'read',
        form: record.formId,
        recordKey: record.key,
        reference: record.reference,
        count: 1,
      });
      setDetail('open');
    } catch {
      setDetail('failed');
    }
  };
  const isOpen = detail === 'open';

  return (
    <article aria-labelledby={headingId} className={workspace.record}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.reference}>
          {t('reference', { reference: record.reference })}
        </h3>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('currentStatus', { status: t(`statuses.${record.status}`) })}
          className={wrapping.tag}
        />
        {record.demo && <Chip size="small" label={t('demo')} className={wrapping.tag} />}
      </div>
      <p className={`${workspace.small} ${workspace.below1}`}>
        {t('received', { date: formatDate(locale, record.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      {summary && <p className={`${workspace.small} ${workspace.below1} ${workspace.anywhere}`}>{summary}</p>}
      {!isOpen && <p className={`${workspace.small} ${workspace.below1}`}>{t('detailNote')}</p>}
      <Button
        variant={isOpen ? 'text' : 'outlined'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? detailId : undefined}
        aria-label={t(isOpen ? 'closeLabel' : 'openLabel', { reference: record.reference })}
        disabled={detail === 'opening'}
        onClick={() => (isOpen ? setDetail('closed') : void open())}
      >
        {detail === 'opening' ? t('opening') : t(isOpen ? 'closeRecord' : 'open')}
      </Button>
      {detail === 'failed' && (
        <Alert severity="error" role="alert" className={workspace.above1}>
          {t('openFailed')}
        </Alert>
      )}
      {isOpen && (
        <div id={detailId} className={workspace.above2}>
          <dl className={styles.fields}>
            {fieldTexts(record, labels).map((field) => (
              // A div may group a term with its description; `contents` keeps them in the grid.
              <div key={field.name} className={styles.field}>
                <dt>{field.label}</dt>
                <dd>{field.text || t('notGiven')}</dd>
              </div>
            ))}
          </dl>
          <StatusHistory entries={record.history} />
          {canChangeStatus(member.role, record.formId) && <StatusChangeForm record={record} member={member} />}
        </div>
      )}
    </article>
  );
}
