/**
 * CSV for the owner's accountant (RFC 4180): every cell quoted when it holds a comma, a quote or a line
 * break; and text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is
 * prefixed with ' so it shows as the text it is (OWASP "CSV injection"). Numbers we make are written as they are.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows with CRLF line ends (what spreadsheets expect), a header first. */
export const toCsv = (header: string[], rows: CsvCell[][]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
