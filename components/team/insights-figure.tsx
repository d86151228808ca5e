'use client';

import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { insightsCsv, insightsCsvFileName, type InsightsTable } from '@/lib/survey-insights/insights-tables';
import { downloadCsv } from './download-csv';

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
    <Box component="section" aria-labelledby={titleId}>
      <Typography component="h3" variant="h4" id={titleId} sx={{ mb: 1 }}>
        {table.title}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box aria-hidden="true" sx={{ minWidth: 0 }}>
          {chart}
        </Box>
        <Table size="small">
          {/* The table's name for screen readers; the heading above shows it. */}
          <caption className="visually-hidden">{table.title}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {table.column}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {table.answers}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Button variant="outlined" onClick={download}>
          {t('download', { table: table.title })}
        </Button>
        <Typography role="status" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {downloaded && t('downloaded', { file: downloaded })}
        </Typography>
      </Box>
    </Box>
  );
}
