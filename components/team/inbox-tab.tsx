'use client';

import { useMemo, useState } from 'react';
import { readWholeInbox } from '@/lib/team/inbox-database';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import {
  filterInboxRecords,
  inboxPage,
  NO_FILTER,
  pageCount,
  type InboxFilter,
  type InboxRecord,
} from '@/lib/team/inbox';
import type { SignedInMember } from '@/lib/team/member';
import { canChangeStatus, canExport } from '@/lib/team/roles';
import { InboxFilters } from './inbox-filters';
import { InboxPagination } from './inbox-pagination';
import { InboxRecordCard } from './inbox-record';
import { useCsvExport } from './use-csv-export';
import { useInboxLabels } from './use-inbox-labels';
import { useInboxRecords } from './use-inbox-records';
import { WaitingForParent } from './waiting-for-parent';
import styles from './workspace.module.css';

interface InboxTabProps {
  formId: FormId;
  member: SignedInMember;
  /** Whether its panel is shown: a hidden tab keeps listening (for its count) but draws nothing. */
  active: boolean;
  onRecords: (formId: FormId, records: InboxRecord[], hasOlder: boolean) => void;
}

/**
 * One form's records: the newest ones live from the database (older ones a step at a time on
 * "Show older"), searchable, filtered, paged and (for coordinators) exportable. Search and
 * filters cover the records loaded; the export reads the whole node, on demand only.
 */
export function InboxTab({ formId, member, active, onRecords }: InboxTabProps) {
  const t = useTranslations('Inbox');
  const { load, retry, showOlder } = useInboxRecords(formId, onRecords);
  const labels = useInboxLabels(formId);
  const exportCsv = useCsvExport(formId, labels);
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [exported, setExported] = useState('');
  const [exporting, setExporting] = useState<'idle' | 'reading' | 'failed'>('idle');
  // The days a held record has left are counted from when the tab opened.
  const [openedAt] = useState(() => Date.now());

  const all = load.kind === 'ready' ? load.records : null;
  const matching = useMemo(() => (all ? filterInboxRecords(all, filter, labels) : []), [all, filter, labels]);
  const shown = inboxPage(matching, page);

  if (!active) return null;
  if (load.kind === 'loading') {
    return (
      <p role="status" className={styles.text}>
        {t('loading')}
      </p>
    );
  }
  if (load.kind === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t(`errors.${load.reason}`)}
      </Alert>
    );
  }
  const older = load.hasOlder;
  // With everything loaded the export is what is on screen; otherwise the whole node is read now, once.
  const exportAll = async () => {
    setExporting('reading');
    setExported('');
    try {
      const records = older ? filterInboxRecords(await readWholeInbox(formId), filter, labels) : matching;
      setExported(await exportCsv(records));
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  // Records held for a parent's consent are listed apart, above the active ones (never among them).
  const waiting = (
    <WaitingForParent
      formId={formId}
      records={load.waiting}
      canConfirm={canChangeStatus(member.role, formId)}
      now={openedAt}
    />
  );
  if (load.records.length === 0) {
    return (
      <div className={styles.stack}>
        {waiting}
        <p role="status" className={styles.text}>
          {t(`empty.${formId}`)}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      {waiting}
      <InboxFilters
        formId={formId}
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <div className={`${styles.row} ${styles.spread}`}>
        <p role="status" className={styles.text}>
          {t('resultCount', { count: matching.length, total: load.records.length })}
        </p>
        {canExport(member.role) && (
          <div className={styles.rowTight}>
            <Button
              variant="outlined"
              onClick={() => void exportAll()}
              disabled={(!older && !matching.length) || exporting === 'reading'}
            >
              {t('export')}
            </Button>
            <p role="status" className={`${styles.small} ${styles.anywhere}`}>
              {exporting === 'reading'
                ? t('exporting')
                : exporting === 'failed'
                  ? t('exportFailed')
                  : exported && t('exported', { file: exported })}
            </p>
          </div>
        )}
      </div>
      {older && <p className={styles.small}>{t('loadedNote', { count: load.records.length })}</p>}
      {matching.length === 0 ? (
        <p className={styles.text}>{t('noMatches')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.items.map((record) => (
            <li key={record.key}>
              <InboxRecordCard record={record} labels={labels} member={member} />
            </li>
          ))}
        </ul>
      )}
      {pageCount(matching.length) > 1 && (
        <InboxPagination count={pageCount(matching.length)} page={shown.page} onChange={setPage} />
      )}
      {older && (
        <div className={styles.row}>
          <Button variant="outlined" onClick={showOlder} disabled={load.loadingOlder}>
            {t('showOlder')}
          </Button>
          <p role="status" className={styles.small}>
            {load.loadingOlder && t('loadingOlder')}
          </p>
        </div>
      )}
    </div>
  );
}
