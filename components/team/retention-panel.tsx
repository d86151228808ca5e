'use client';

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { fetchRetentionPreview } from '@/lib/privacy/retention-client';
import type { RetentionPreview } from '@/lib/privacy/retention-run/preview-types';
import { currentIdToken } from '@/lib/team/id-token';
import { WorkspaceSection } from './workspace-section';
import workspace from './workspace.module.css';

type Loading =
  { kind: 'closed' } | { kind: 'loading' } | { kind: 'ready'; preview: RetentionPreview } | { kind: 'failed' };

/**
 * The dry run of the nightly deletion on schedule, for the roles that handle personal data: what
 * the next run would remove under each rule (with the records' references), and what the last run
 * did. Closed at first: each look reads every node the run reads. Nothing here deletes anything.
 */
export function RetentionPanel({ load }: { load: () => Promise<RetentionPreview> }) {
  const t = useTranslations('Retention');
  const locale = useSiteLocale();
  const [state, setState] = useState<Loading>({ kind: 'closed' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (version === 0) return;
    let active = true;
    load().then(
      (preview) => active && setState({ kind: 'ready', preview }),
      () => active && setState({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load, version]);

  const show = () => {
    setState({ kind: 'loading' });
    setVersion((n) => n + 1);
  };
  const when = (time: number) => formatDate(locale, time, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <WorkspaceSection id="retention-title" title={t('title')} intro={t('intro')}>
      {state.kind !== 'ready' && (
        <Button variant="contained" onClick={show} disabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? t('loading') : t('show')}
        </Button>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" role="alert" className={workspace.above2}>
          {t('failed')}
        </Alert>
      )}
      {state.kind === 'ready' && (
        <>
          <p className={`${workspace.text} ${workspace.below2}`}>
            {state.preview.lastRun?.finishedAt
              ? t('lastRun', {
                  date: when(state.preview.lastRun.finishedAt),
                  count: Object.values(state.preview.lastRun.counts ?? {}).reduce((sum, n) => sum + n, 0),
                })
              : t('noRunYet')}
          </p>
          <table className={workspace.table}>
            <caption>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rule')}</th>
                <th scope="col" className={workspace.number}>
                  {t('count')}
                </th>
                <th scope="col">{t('references')}</th>
              </tr>
            </thead>
            <tbody>
              {state.preview.rules.map(({ kind, count, references }) => (
                <tr key={kind}>
                  <th scope="row">{t(`rules.${kind}`)}</th>
                  <td className={workspace.number}>{count}</td>
                  <td className={workspace.anywhere}>
                    {references.length > 0 ? references.join(', ') : '—'}
                    {count > references.length &&
                      references.length > 0 &&
                      ` ${t('more', { count: count - references.length })}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button variant="outlined" onClick={show} className={workspace.above2}>
            {t('refresh')}
          </Button>
        </>
      )}
    </WorkspaceSection>
  );
}

const loadPreview = async () => fetchRetentionPreview(await currentIdToken());

/** The panel as the workspace shows it, asking the server with the member's token. */
export const RetentionSection = () => <RetentionPanel load={loadPreview} />;
