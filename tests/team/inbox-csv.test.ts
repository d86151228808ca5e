// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inboxCsv, inboxCsvFileName, inboxRecordsFrom, type InboxCsvColumns } from '@/lib/team/inbox';

const SECRET = 'a8c6ac2f3693192ae533543344720b0ab51f6d126e1779feb9da7a56c563e4d6';
const NOV_23_IST = Date.UTC(2026, 10, 22, 18, 30);

const columns: InboxCsvColumns = {
  reference: 'संदर्भ',
  receivedAt: 'मिला (भारतीय समय)',
  status: 'स्थिति',
  statusChangedAt: 'स्थिति बदली (भारतीय समय)',
  demo: 'डेमो',
  statuses: { received: 'मिली', acknowledged: 'स्वीकार की गई' },
  fields: [
    { name: 'category', label: 'शिकायत किस बारे में है?', options: { fees: 'फ़ीस या भुगतान', other: 'कुछ और' } },
    { name: 'description', label: 'क्या हुआ?' },
    { name: 'anonymous', label: 'गुमनाम' },
    { name: 'name', label: 'नाम' },
    { name: 'phone', label: 'मोबाइल' },
  ],
  yes: 'हाँ',
  no: 'नहीं',
};

const records = inboxRecordsFrom(
  'complaint',
  {
    '-a': {
      category: 'fees',
      description: 'He said "pay twice", then left,\nand the receipt showed one payment.',
      incidentDate: '2026-11-18',
      anonymous: false,
      name: 'गीता देवी',
      phone: '9801122334',
      createdAt: NOV_23_IST,
      reference: 'CMP-AAAA1111',
    },
    '-b': {
      category: 'other',
      description: '=HYPERLINK("http://evil.example","click")',
      incidentDate: '2026-11-10',
      anonymous: true,
      secretHash: SECRET,
      createdAt: NOV_23_IST - 60_000,
      reference: 'CMP-BBBB2222',
      demo: true,
    },
  },
  { '-a': { e: { status: 'acknowledged', by: 'RYF001', byName: 'Priya Kumari', at: NOV_23_IST + 90 * 60_000 } } },
);

/** Reads CSV text back into rows the way RFC 4180 describes (quotes doubled inside quoted cells). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('the CSV export', () => {
  const csv = inboxCsv(records, columns);
  const rows = parseCsv(csv.slice(1));

  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    // Every line break outside a quoted cell is CRLF: the only bare \n is inside the description.
    expect(csv.match(/(?<!\r)\n/g)).toHaveLength(1);
    expect(rows).toHaveLength(3);
  });

  it('has the given headings: reference, times, status, every field, demo', () => {
    expect(rows[0]).toEqual([
      'संदर्भ',
      'मिला (भारतीय समय)',
      'स्थिति',
      'स्थिति बदली (भारतीय समय)',
      'शिकायत किस बारे में है?',
      'क्या हुआ?',
      'गुमनाम',
      'नाम',
      'मोबाइल',
      'डेमो',
    ]);
  });

  it('writes times in Indian time, statuses and choices by their labels, and Hindi intact', () => {
    expect(rows[1]).toEqual([
      'CMP-AAAA1111',
      '2026-11-23 00:00',
      'स्वीकार की गई',
      '2026-11-23 01:30',
      'फ़ीस या भुगतान',
      'He said "pay twice", then left,\nand the receipt showed one payment.',
      'नहीं',
      'गीता देवी',
      '9801122334',
      'नहीं',
    ]);
    expect(csv).toContain('"He said ""pay twice"", then left,\nand the receipt showed one payment."');
  });

  it('leaves the anonymous complaint without name, phone or secret hash', () => {
    expect(rows[2]?.slice(0, 4)).toEqual(['CMP-BBBB2222', '2026-11-22 23:59', 'मिली', '2026-11-22 23:59']);
    expect(rows[2]?.slice(6)).toEqual(['हाँ', '', '', 'हाँ']);
    expect(csv).not.toContain(SECRET);
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(rows[2]?.[5]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    for (const start of ['=', '+', '-', '@']) {
      const [record] = inboxRecordsFrom(
        'contact',
        {
          k: {
            name: `${start}cmd|' /C calc'!A0`,
            phone: '9',
            subject: 's',
            message: 'm',
            createdAt: 1,
            reference: 'R',
          },
        },
        null,
      );
      const text = inboxCsv(record ? [record] : [], {
        ...columns,
        fields: [{ name: 'name', label: 'Name' }],
      });
      expect(parseCsv(text.slice(1))[1]?.[4]).toBe(`'${start}cmd|' /C calc'!A0`);
    }
  });

  it('quotes a cell that holds only a line break, so the row stays one row', () => {
    const [record] = inboxRecordsFrom(
      'contact',
      {
        k: {
          name: 'पूजा कुमारी',
          phone: '6201234567',
          subject: 's',
          message: 'पहली पंक्ति\nदूसरी पंक्ति',
          createdAt: 1,
          reference: 'R',
        },
      },
      null,
    );
    const text = inboxCsv(record ? [record] : [], { ...columns, fields: [{ name: 'message', label: 'Message' }] });
    expect(text).toContain(',"पहली पंक्ति\nदूसरी पंक्ति",');
    expect(parseCsv(text.slice(1))[1]?.[4]).toBe('पहली पंक्ति\nदूसरी पंक्ति');
  });

  it('is only the headings when there is nothing to export', () => {
    expect(parseCsv(inboxCsv([], columns).slice(1))).toHaveLength(1);
  });
});

describe('the file name', () => {
  it('names the form and the Indian day of the export', () => {
    expect(inboxCsvFileName('complaint', new Date(NOV_23_IST))).toBe('rufc-complaints-2026-11-23.csv');
    expect(inboxCsvFileName('complaint', new Date(NOV_23_IST - 1))).toBe('rufc-complaints-2026-11-22.csv');
    expect(inboxCsvFileName('membership', new Date(NOV_23_IST))).toBe('rufc-membership-applications-2026-11-23.csv');
  });
});
