'use client';

import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { attendanceCsvFileName, playersCsv, sessionsCsv, type AttendanceCsvColumns } from '@/lib/attendance/report-csv';
import type { MonthlyReport } from '@/lib/attendance/report';
import { formatDate } from '@/lib/i18n/format';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { InlineField, InlineForm, ReportTable } from './attendance-parts';
import workspace from './workspace.module.css';

export interface ReportApi {
  report: (month: string) => Promise<MonthlyReport>;
  /** Logs the export in the record of who looked, then has the browser save the file. */
  download: (fileName: string, text: string, rows: number) => Promise<void>;
}

/** A month's attendance per player and per session, with each table as a CSV file. */
export function AttendanceReport({ api, thisMonth }: { api: ReportApi; thisMonth: string }) {
  const t = useTranslations('Attendance.report');
  const locale = useSiteLocale();
  const [month, setMonth] = useState(thisMonth);
  const [report, setReport] = useState<MonthlyReport | null>(null);
  const [failed, setFailed] = useState<'load' | 'download' | null>(null);
  const columns: AttendanceCsvColumns = useMemo(
    () => ({
      reference: t('reference'),
      firstName: t('firstName'),
      ageGroup: t('ageGroup'),
      attended: t('attended'),
      held: t('held'),
      percent: t('percent'),
      date: t('date'),
      present: t('present'),
      roster: t('roster'),
    }),
    [t],
  );

  const show = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    try {
      setReport(await api.report(month));
    } catch {
      setFailed('load');
    }
  };
  const download = async (kind: 'players' | 'sessions') => {
    if (!report) return;
    setFailed(null);
    const text = kind === 'players' ? playersCsv(report, columns) : sessionsCsv(report, columns);
    const rows = kind === 'players' ? report.players.length : report.sessions.length;
    try {
      await api.download(attendanceCsvFileName(kind, report.month), text, rows);
    } catch {
      setFailed('download');
    }
  };

  return (
    <section aria-labelledby="attendance-report-title">
      <h3 id="attendance-report-title" className={`${workspace.partTitle} ${workspace.below1}`}>
        {t('title')}
      </h3>
      <InlineForm label={t('form')} onSubmit={show}>
        <InlineField
          id="attendance-month"
          label={t('month')}
          type="month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ htmlInput: { pattern: '\\d{4}-\\d{2}' } }}
        />
        <Button type="submit" variant="outlined">
          {t('show')}
        </Button>
      </InlineForm>
      {failed && <Alert severity="error">{t(failed === 'load' ? 'loadFailed' : 'downloadFailed')}</Alert>}
      {report && report.sessions.length === 0 && <p className={workspace.text}>{t('none')}</p>}
      {report && report.sessions.length > 0 && (
        <>
          <ReportTable
            caption={t('playersCaption')}
            headings={[`${columns.firstName} (${columns.reference})`, columns.ageGroup, t('attendedOfHeld')]}
            rows={report.players.map((line) => ({
              key: line.key,
              cells: [
                line.firstName ? `${line.firstName} (${line.reference})` : t('unknownPlayer'),
                line.ageGroup,
                t('share', { attended: line.attended, held: line.held, percent: line.percent }),
              ],
            }))}
          />
          <Button variant="outlined" size="small" onClick={() => void download('players')} className={workspace.below2}>
            {t('downloadPlayers')}
          </Button>
          <ReportTable
            caption={t('sessionsCaption')}
            headings={[columns.date, columns.ageGroup, t('presentOfRoster')]}
            rows={report.sessions.map((line) => ({
              key: line.key,
              cells: [
                formatDate(locale, `${line.date}T00:00:00+05:30`, { dateStyle: 'medium' }),
                line.ageGroup,
                t('presentCount', { present: line.present, roster: line.roster }),
              ],
            }))}
          />
          <Button variant="outlined" size="small" onClick={() => void download('sessions')}>
            {t('downloadSessions')}
          </Button>
        </>
      )}
    </section>
  );
}
