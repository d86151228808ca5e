'use client';

import { useCallback } from 'react';
import type { FormId } from '@/lib/forms/options';
import { inboxCsv, inboxCsvFileName, type InboxCsvColumns, type InboxRecord } from '@/lib/team/inbox';
import { downloadCsv } from './download-csv';

/**
 * Downloads records as a CSV file named after the form and today's date, e.g.
 * rufc-complaints-2026-11-23.csv, and answers the file's name.
 */
export function useCsvExport(formId: FormId, columns: InboxCsvColumns): (records: readonly InboxRecord[]) => string {
  return useCallback(
    (records) => {
      const file = inboxCsvFileName(formId);
      downloadCsv(file, inboxCsv(records, columns));
      return file;
    },
    [formId, columns],
  );
}
