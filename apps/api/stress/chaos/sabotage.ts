import pg from 'pg';
import type { Address } from 'viem';
import type { PayoutChain } from './chain';
import type { Journal } from './journal';

/**
 * CHAOS_SABOTAGE=1: after the run, the books are damaged on purpose (one acknowledged deposit's hash
 * changed, one trading income paid twice, one team counter moved, one confirmed payout recorded larger than its
 * transfer, and the hot wallet paying a member once more outside the platform), so the run shows its checks can fail.
 */
export async function sabotage(url: string, journal: Journal, chain?: PayoutChain): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const done: string[] = [];
  try {
    const deposit = journal.acknowledged.find((ack) => ack.kind === 'deposit');
    if (deposit) {
      await client.query(`update deposits set tx_hash = $1 where id = $2`, [`0x${'0'.repeat(63)}1`, deposit.id]);
      done.push(`deposit ${deposit.id} given another hash`);
    }
    // Every column but the id and the key that keeps it unique, read from the table, so a new column does not break it.
    const columns = (
      await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_name = 'incomes' and column_name not in ('id', 'idempotency_key') order by ordinal_position`,
      )
    ).rows.map((row) => `"${row.name}"`);
    const copied = await client.query(
      `insert into incomes (${columns.join(', ')}, idempotency_key)
       select ${columns.join(', ')}, idempotency_key || ':again'
       from incomes where kind = 'trading' order by created_at desc limit 1`,
    );
    if (copied.rowCount) done.push('one trading income paid a second time');
    const moved = await client.query(
      `update team_stats set a_members = a_members + 1
       where user_id = (select id from users where refer_id = 'DEMO001')`,
    );
    if (moved.rowCount) done.push("the demo member's team A count moved by one");
    const [payout] = (
      await client.query<{ id: string; recipient: string }>(
        `update payouts set net_micros = net_micros + 1000000
         where id = (select id from payouts where state = 'confirmed' order by updated_at desc limit 1)
         returning id, recipient`,
      )
    ).rows;
    if (payout) done.push(`payout ${payout.id} recorded 1 USDT more than its transfer moved`);
    if (payout && chain) {
      const hash = await chain.sendOutsidePlatform(payout.recipient as Address, 2);
      done.push(`the hot wallet paid ${payout.recipient} 2 USDT again in ${hash}, outside the platform`);
    }
  } finally {
    await client.end();
  }
  return done;
}
