'use client';

import { useCallback } from 'react';
import type { FormId } from '@/lib/forms/options';
import { inboxCsv, inboxCsvFileName, type InboxCsvColumns, type InboxRecord } from '@/lib/team/inbox';

/**
 * Downloads records as a CSV file named after the form and today's date, e.g.
 * rufc-complaints-2026-11-23.csv, and answers the file's name.
 */
export function useCsvExport(formId: FormId, columns: InboxCsvColumns): (records: readonly InboxRecord[]) => string {
  return useCallback(
    (records) => {
      const file = inboxCsvFileName(formId);
      const blob = new Blob([inboxCsv(records, columns)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: file });
      document.body.append(link);
      link.click();
      link.remove();
      // Some browsers start the download only after the click has been handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return file;
    },
    [formId, columns],
  );
}
