import pg from 'pg';
import type { Journal } from './journal';

/**
 * CHAOS_SABOTAGE=1: after the run, the books are damaged on purpose (one acknowledged deposit's hash
 * changed, one trading income paid twice, one team counter moved), so the run shows its checks can fail.
 */
export async function sabotage(url: string, journal: Journal): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const done: string[] = [];
  try {
    const deposit = journal.acknowledged.find((ack) => ack.kind === 'deposit');
    if (deposit) {
      await client.query(`update deposits set tx_hash = $1 where id = $2`, [`0x${'0'.repeat(63)}1`, deposit.id]);
      done.push(`deposit ${deposit.id} given another hash`);
    }
    const copied = await client.query(
      `insert into incomes (user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros, rate_bp,
                            rule, entry_id, idempotency_key, created_at)
       select user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros, rate_bp,
              rule, entry_id, idempotency_key || ':again', created_at
       from incomes where kind = 'trading' order by created_at desc limit 1`,
    );
    if (copied.rowCount) done.push('one trading income paid a second time');
    const moved = await client.query(
      `update team_stats set a_members = a_members + 1
       where user_id = (select id from users where refer_id = 'DEMO001')`,
    );
    if (moved.rowCount) done.push("the demo member's team A count moved by one");
  } finally {
    await client.end();
  }
  return done;
}
