import { sql } from 'drizzle-orm';

// The deposits and withdrawals waiting for an operator, counted the same way by /metrics and the System page's
// queues. Times come back as epoch seconds (float8): node-postgres and PGlite agree on numbers, not on how they hand
// back a timestamp from raw SQL.

/**
 * The select list of how many deposits and withdrawals wait for review and since when the oldest has:
 * `deposits_pending`, `deposits_oldest`, `withdrawals_pending`, `withdrawals_oldest`.
 */
export const REVIEWS_WAITING = sql`(select count(*) from deposits where status = 'pending')::int as deposits_pending,
               (select extract(epoch from min(created_at))::float8 from deposits where status = 'pending')
                 as deposits_oldest,
               (select count(*) from withdrawals where status = 'pending')::int as withdrawals_pending,
               -- A withdrawal waits for an operator from its verify on; created_at is when step 1 was asked.
               (select extract(epoch from min(coalesce(verified_at, created_at)))::float8 from withdrawals
                 where status = 'pending') as withdrawals_oldest`;

/** Epoch seconds as the database answers them, null when nothing waits. */
export const epochSeconds = (value: unknown) => (value === null || value === undefined ? null : Number(value));
