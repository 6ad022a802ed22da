import { CSV_LINE_END, csvCell } from '../../lib/csv';

type Cell = string | number | boolean | null;

/**
 * A report's rows as a CSV file (RFC 4180, CRLF): the header is the rows' field names in the contract's order, and
 * every figure is written as the JSON report answers it (USDT, every decimal it has; an empty cell for null), so the
 * file and the screen say the same. Reports are a few hundred rows at most: one chunk.
 */
export function reportCsv<Row extends Record<string, Cell>>(
  schema: { shape: Record<keyof Row & string, unknown> },
  rows: readonly Row[],
): AsyncIterable<string> {
  const columns = Object.keys(schema.shape) as (keyof Row & string)[];
  const line = (cells: readonly Cell[]) =>
    `${cells.map((cell) => csvCell(cell === null ? '' : String(cell))).join(',')}${CSV_LINE_END}`;
  const text = [line(columns), ...rows.map((row) => line(columns.map((column) => row[column] ?? null)))].join('');
  async function* file() {
    yield text;
  }
  return file();
}
