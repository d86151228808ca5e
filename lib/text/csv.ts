/**
 * Without a byte order mark Excel reads a CSV file in the computer's old code page, and
 * Devanagari turns into symbols.
 */
const BOM = '\uFEFF';

/**
 * One RFC 4180 cell. A cell a spreadsheet would run as a formula (= + - @ first, or a tab or
 * return, which some spreadsheets skip before looking) gets an apostrophe, so a visitor cannot
 * plant a formula in the team's spreadsheet.
 */
function cell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** Rows as CSV text that Excel opens correctly with Hindi in it (BOM, CRLF line ends). */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  BOM + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
