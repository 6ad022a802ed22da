import { NEWSLETTER_CSV_HEADER } from '@app/contract';
import type { Queryable } from '../../db/client';
import { subscribersAfter } from './site-console.repository';

/** Rows read from the database at a time: the export of 100,000 subscribers holds one batch, never them all. */
export const CSV_BATCH_SIZE = 1000;

// A cell a spreadsheet would read as a formula (=, +, -, @, and tab or carriage return before one) is prefixed
// with a quote, so opening the export runs nothing a subscriber typed (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell per RFC 4180: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `YYYY-MM-DD HH:mm:ss`, UTC. */
export function csvTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const LINE_END = '\r\n';

/**
 * Every subscriber, oldest first, as CSV lines (CRLF, per RFC 4180), read in batches. The first batch is read
 * before the answer starts, so a database that is away is still a JSON 503 and not a cut-off file.
 */
export async function newsletterCsv(db: Queryable): Promise<AsyncIterable<string>> {
  const first = await subscribersAfter(db, { after: null, limit: CSV_BATCH_SIZE });
  async function* lines() {
    yield `${NEWSLETTER_CSV_HEADER}${LINE_END}`;
    let batch = first;
    while (batch.length > 0) {
      yield batch.map((row) => `${csvCell(row.email)},${csvCell(csvTime(row.createdAt))}${LINE_END}`).join('');
      const last = batch.at(-1);
      if (!last || batch.length < CSV_BATCH_SIZE) break;
      batch = await subscribersAfter(db, { after: { createdAt: last.createdAt, id: last.id }, limit: CSV_BATCH_SIZE });
    }
  }
  return lines();
}
