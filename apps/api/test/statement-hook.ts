import type { TestContext } from './helper';

type Query = (config: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * Runs `between` once (or before each of the next `times` such statements), just before the next statement whose text
 * contains `marker` is sent on the app's handle (the driver's pool, or the embedded database, outside a transaction):
 * what another request does between a money call's read and its one statement. Everything still goes to the real
 * database; only the timing is arranged. `seen.statements` counts the statements with the marker (those `between`
 * sends included).
 */
export function beforeNextStatement(t: TestContext, marker: string, between: () => Promise<unknown>, times = 1) {
  // The driver Drizzle holds: raw statements go to it directly (src/db/query.ts).
  const client = (t.ctx.db as unknown as { _: { session: { client: { query: Query } } } })._.session.client;
  const query = client.query;
  const seen = { statements: 0, ran: 0 };
  client.query = async (config: unknown, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    if (text?.includes(marker)) {
      seen.statements += 1;
      if (seen.ran < times) {
        seen.ran += 1;
        await between();
      }
    }
    return query.call(client, config, ...rest);
  };
  return {
    seen,
    restore: () => {
      client.query = query;
    },
  };
}
