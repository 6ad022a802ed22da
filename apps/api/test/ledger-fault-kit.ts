import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import { platformJobs } from '../src/jobs/background-jobs';
import type { TestContext } from './helper';

// Faults put into the ledger on purpose, and the job that finds them, for the payout freeze tests.

/** Runs the scheduled ledger reconciliation once, as the background job does. */
export async function runReconciliationJob(t: TestContext) {
  const job = platformJobs(t.ctx).find((each) => each.name === 'ledger-reconciliation');
  if (!job) throw new Error('no reconciliation job');
  await job.run();
}

/**
 * Moves `by` micro-USDT on the member's first posting to one of its wallets (`member:deposit` by default), with the
 * account's balance: its entry no longer sums to zero. The same call with `-by` mends it.
 */
export async function shiftPosting(
  t: TestContext,
  options: { memberId: string; by: number; wallet?: 'member:deposit' | 'member:income' },
) {
  const [posting] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`select p.id::text from postings p join accounts a on a.id = p.account_id
        where a.owner_id = ${options.memberId} and a.kind = ${options.wallet ?? 'member:deposit'}
        order by p.id limit 1`,
  );
  if (!posting) throw new Error('no posting to shift');
  await t.ctx.db.execute(
    sql`update postings set amount_micros = amount_micros + ${options.by} where id = ${posting.id}`,
  );
  await t.ctx.db.execute(sql`update accounts set balance_micros = balance_micros + ${options.by}
    where id = (select account_id from postings where id = ${posting.id})`);
}
