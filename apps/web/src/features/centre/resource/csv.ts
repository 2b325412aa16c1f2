/** Byte order mark: without it Excel reads a UTF-8 file in the system code page and Chinese comes out garbled. */
export const BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @, and tab and
 * carriage return, which some spreadsheets strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell as RFC 4180 text. A value that could start a formula gets a leading single quote, so a record's
 * text (a visitor's name typed as `=HYPERLINK(…)`) is shown, never run. Quotes, commas and line breaks are
 * quoted, with inner quotes doubled.
 */
export function csvCell(value: string): string {
  // A plain number (a refund's -500) is a number, never a formula: it stays a number for the spreadsheet.
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as one CSV text: BOM first, CRLF line ends (RFC 4180), a final line end. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
