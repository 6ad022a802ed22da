import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** Runs raw SQL and answers its rows; node-postgres and PGlite both put them under `rows`. */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
