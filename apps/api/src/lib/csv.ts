// CSV files the platform hands out (newsletter subscribers, statements): RFC 4180, safe to open in a spreadsheet.

/** Rows read from the database at a time: an export of 100,000 rows holds one batch, never them all. */
export const CSV_BATCH_SIZE = 1000;

export const CSV_LINE_END = '\r\n';

// A cell a spreadsheet would read as a formula (=, +, -, @, and tab or carriage return before one) is prefixed
// with a quote, so opening the export runs nothing someone typed (OWASP "CSV injection"). A plain number, negative
// ones included, is no formula and stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV cell per RFC 4180: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `YYYY-MM-DD HH:mm:ss`, UTC. */
export function csvTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
