import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';
import { epochSeconds, REVIEWS_WAITING } from './reviews-waiting';

// The System page's queues (docs/operations.md#metrics): how many wait and since when the oldest has, for the work an
// operator or a job must pick up. One statement over the partial indexes the queues already have.

export interface QueueAge {
  waiting: number;
  /** Epoch seconds of the oldest, null when none waits. */
  oldestAt: number | null;
}

export interface QueueAges {
  depositReview: QueueAge;
  withdrawalReview: QueueAge;
  payout: QueueAge;
  mailOutbox: QueueAge;
}

export async function readQueueAges(db: Queryable): Promise<QueueAges> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${REVIEWS_WAITING},
               (select count(*) from payouts where state in ('queued', 'signed', 'broadcast'))::int as payouts,
               (select extract(epoch from min(queued_at))::float8 from payouts
                 where state in ('queued', 'signed', 'broadcast')) as payouts_oldest,
               (select count(*) from notifications where mail_state = 'pending')::int as mails,
               (select extract(epoch from min(created_at))::float8 from notifications where mail_state = 'pending')
                 as mails_oldest`,
  );
  if (!row) throw new Error('the queue figures returned no row');
  const age = (waiting: unknown, oldest: unknown): QueueAge => ({
    waiting: Number(waiting),
    oldestAt: epochSeconds(oldest),
  });
  return {
    depositReview: age(row.deposits_pending, row.deposits_oldest),
    withdrawalReview: age(row.withdrawals_pending, row.withdrawals_oldest),
    payout: age(row.payouts, row.payouts_oldest),
    mailOutbox: age(row.mails, row.mails_oldest),
  };
}
