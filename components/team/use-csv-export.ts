'use client';

import { useCallback } from 'react';
import type { FormId } from '@/lib/forms/options';
import { reportWorkspaceAccess } from '@/lib/privacy/access-reporting';
import { inboxCsv, inboxCsvFileName, type InboxCsvColumns, type InboxRecord } from '@/lib/team/inbox';
import { downloadCsv } from './download-csv';

/**
 * Downloads records as a CSV file named after the form and today's date, e.g.
 * rufc-complaints-2026-11-23.csv, and answers the file's name. The export (its form and how many
 * records) goes in the record of who looked first: when that fails, nothing is downloaded.
 */
export function useCsvExport(
  formId: FormId,
  columns: InboxCsvColumns,
): (records: readonly InboxRecord[]) => Promise<string> {
  return useCallback(
    async (records) => {
      await reportWorkspaceAccess({ action: 'export', form: formId, count: records.length });
      const file = inboxCsvFileName(formId);
      downloadCsv(file, inboxCsv(records, columns));
      return file;
    },
    [formId, columns],
  );
}
