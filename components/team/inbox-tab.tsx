'use client';

import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { InboxError, watchInbox, type InboxErrorKind } from '@/lib/firebase/inbox';
import type { FormId } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import {
  filterInboxRecords,
  inboxPage,
  NO_FILTER,
  pageCount,
  type InboxFilter,
  type InboxRecord,
} from '@/lib/team/inbox';
import type { SignedInMember } from '@/lib/team/member';
import { canExport } from '@/lib/team/roles';
import { InboxFilters } from './inbox-filters';
import { InboxRecordCard } from './inbox-record';
import { useCsvExport } from './use-csv-export';

type Load =
  { kind: 'loading' } | { kind: 'ready'; records: InboxRecord[] } | { kind: 'failed'; reason: InboxErrorKind };

interface InboxTabProps {
  formId: FormId;
  member: SignedInMember;
  onCount: (formId: FormId, count: number) => void;
}

/** One form's records: live from the database, filtered, paged, exportable. */
export function InboxTab({ formId, member, onCount }: InboxTabProps) {
  const t = useTranslations('Inbox');
  const locale = useLocale() as Locale;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const exportCsv = useCsvExport(formId, locale);

  useEffect(
    () =>
      watchInbox(
        formId,
        (records) => {
          setLoad({ kind: 'ready', records });
          onCount(formId, records.length);
        },
        (error: InboxError) => setLoad({ kind: 'failed', reason: error.kind }),
      ),
    [formId, onCount, attempt],
  );

  const all = load.kind === 'ready' ? load.records : [];
  const matching = useMemo(() => filterInboxRecords(all, filter), [all, filter]);
  const pages = pageCount(matching.length);
  const shown = inboxPage(matching, Math.min(page, pages));

  if (load.kind === 'loading') return <Typography role="status">{t('loading')}</Typography>;
  if (load.kind === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setLoad({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {t(`errors.${load.reason}`)}
      </Alert>
    );
  }
  if (all.length === 0) return <Typography role="status">{t(`empty.${formId}`)}</Typography>;

  return (
    <Stack spacing={2}>
      <InboxFilters
        formId={formId}
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status">{t('count', { count: matching.length })}</Typography>
        {canExport(member.role) && (
          <Button variant="outlined" onClick={() => exportCsv(matching)} disabled={matching.length === 0}>
            {t('export')}
          </Button>
        )}
      </Box>
      {matching.length === 0 ? (
        <Typography>{t('noMatches')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((record) => (
            <li key={record.key}>
              <InboxRecordCard record={record} member={member} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, value) => setPage(value)}
          aria-label={t('pages')}
          siblingCount={0}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? t(selected ? 'pageItems.currentPage' : 'pageItems.page', { page: item ?? 0 })
              : t(`pageItems.${type}`)
          }
          sx={{ display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Stack>
  );
}
