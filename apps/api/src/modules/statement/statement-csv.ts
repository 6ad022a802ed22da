import { STATEMENT_CSV_HEADER, type StatementRow } from '@app/contract';
import type { Queryable } from '../../db/client';
import { CSV_BATCH_SIZE, CSV_LINE_END, csvCell, csvTime } from '../../lib/csv';
import { type StatementFilters, statementBatch } from './statement.repository';

const EXACT = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** Every digit the ledger holds: a statement file must add up to the micro-USDT. */
function exactAmount(amount: number): string {
  return EXACT.format(amount);
}

function csvLine(row: StatementRow): string {
  const cells = [
    csvTime(new Date(row.createdAt)),
    row.label,
    row.kind,
    row.reference ?? '',
    exactAmount(row.amount),
    exactAmount(row.balance),
  ];
  return `${cells.map(csvCell).join(',')}${CSV_LINE_END}`;
}

/**
 * The statement's rows as CSV lines, newest first, read in batches (docs/product.md#statement). The first batch is
 * read before the answer starts, so a database that is away is still a JSON 503 and not a cut-off file.
 */
export async function statementCsv(
  db: Queryable,
  filters: StatementFilters,
  batchSize = CSV_BATCH_SIZE,
): Promise<AsyncIterable<string>> {
  const first = await statementBatch(db, { ...filters, after: null, limit: batchSize });
  async function* lines() {
    yield `${STATEMENT_CSV_HEADER}${CSV_LINE_END}`;
    let batch = first;
    while (batch.rows.length > 0) {
      yield batch.rows.map(csvLine).join('');
      if (!batch.next) break;
      batch = await statementBatch(db, { ...filters, after: batch.next, limit: batchSize });
    }
  }
  return lines();
}
