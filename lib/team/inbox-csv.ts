/**
 * CSV that Excel opens correctly with Hindi text: a UTF-8 byte order mark first (without it Excel
 * reads the file in the computer's old code page and Devanagari turns into symbols), CRLF line
 * ends, and RFC 4180 quoting.
 */
export const CSV_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or return first) is kept as text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
