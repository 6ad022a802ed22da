import pg from 'pg';

/** Runs one query on a new connection, closed afterwards; throws if it cannot. */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, query_timeout: 5000 });
  // A connection cut under an idle client is reported here; the query's own promise carries the failure.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a new connection to `url` reaches a server that takes writes. */
export async function isPrimary(url: string): Promise<boolean> {
  try {
    const [row] = await queryOnce<{ recovery: boolean }>(url, 'select pg_is_in_recovery() as recovery');
    return row?.recovery === false;
  } catch {
    return false;
  }
}
