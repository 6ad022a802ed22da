import { NEWSLETTER_CSV_HEADER } from '@app/contract';
import type { Queryable } from '../../db/client';
import { CSV_BATCH_SIZE, CSV_LINE_END, csvCell, csvTime } from '../../lib/csv';
import { subscribersAfter } from './site-console.repository';

/**
 * Every subscriber, oldest first, as CSV lines (CRLF, per RFC 4180), read in batches. The first batch is read
 * before the answer starts, so a database that is away is still a JSON 503 and not a cut-off file.
 */
export async function newsletterCsv(db: Queryable): Promise<AsyncIterable<string>> {
  const first = await subscribersAfter(db, { after: null, limit: CSV_BATCH_SIZE });
  async function* lines() {
    yield `${NEWSLETTER_CSV_HEADER}${CSV_LINE_END}`;
    let batch = first;
    while (batch.length > 0) {
      yield batch.map((row) => `${csvCell(row.email)},${csvCell(csvTime(row.createdAt))}${CSV_LINE_END}`).join('');
      const last = batch.at(-1);
      if (!last || batch.length < CSV_BATCH_SIZE) break;
      batch = await subscribersAfter(db, { after: { createdAt: last.createdAt, id: last.id }, limit: CSV_BATCH_SIZE });
    }
  }
  return lines();
}
