'use client';

import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { insightsCsv, insightsCsvFileName, type InsightsTable } from '@/lib/survey-insights/insights-tables';
import { downloadCsv } from './download-csv';
import workspace from './workspace.module.css';
import styles from './insights-figure.module.css';

/**
 * One of the insights: its heading, its chart (for the eye), its table (for everyone: a screen
 * reader reads the table, not the chart) and a download of the table as CSV.
 */
export function InsightsFigure({ table, note, chart }: { table: InsightsTable; note?: string; chart: ReactNode }) {
  const t = useTranslations('Insights');
  const [downloaded, setDownloaded] = useState('');
  const titleId = `insights-${table.id}-title`;
  const download = () => {
    const file = insightsCsvFileName(table.id);
    downloadCsv(file, insightsCsv(table));
    setDownloaded(file);
  };
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {table.title}
      </h3>
      {note && <p className={`${workspace.small} ${workspace.below1}`}>{note}</p>}
      <div className={styles.figure}>
        <div aria-hidden="true" className={styles.chart}>
          {chart}
        </div>
        <table className={workspace.table}>
          {/* The table's name for screen readers; the heading above shows it. */}
          <caption className="visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.column}</th>
              <th scope="col" className={workspace.number}>
                {table.answers}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={workspace.anywhere}>
                  {row.label}
                </th>
                <td className={workspace.number}>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={`${workspace.rowTight} ${workspace.above1}`}>
        <Button variant="outlined" onClick={download}>
          {t('download', { table: table.title })}
        </Button>
        <p role="status" className={`${workspace.small} ${workspace.anywhere}`}>
          {downloaded && t('downloaded', { file: downloaded })}
        </p>
      </div>
    </section>
  );
}
