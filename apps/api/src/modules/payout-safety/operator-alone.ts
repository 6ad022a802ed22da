import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

// Four eyes on sums, not on single calls (docs/decisions/020-operator-roles.md): payoutApprovalAbove applies to what
// one operator moved to one member alone over the last 24 hours, so splitting a large amount into small calls does
// not get round the second operator.

const WINDOW_MS = 24 * 3_600_000;

/** Whether `amountMicros`, with what the operator moved alone to the member over 24 hours, passes the limit. */
export function passesLimitAlone(amountMicros: bigint, movedAloneMicros: bigint, approvalAboveMicros: bigint): boolean {
  return amountMicros + movedAloneMicros > approvalAboveMicros;
}

/**
 * The deposits an operator's word alone credits (or will, once a second operator agrees) within the window: credited by
 * their approval with no first approval by another (`reviewed_by` is set only by an operator's approval; the chain's
 * credits leave it empty), or approved first by them and still waiting, as a credit they asked for waits. Whatever the
 * verification: an approval that overrides the chain's check is the operator's word too.
 */
function depositsAlone(actorId: string, since: string) {
  return sql`((status = 'success' and reviewed_by = ${actorId}::uuid and approved_by is null
      and reviewed_at > ${since}::timestamptz)
    or (status = 'pending' and approved_by = ${actorId}::uuid and approved_at > ${since}::timestamptz))`;
}

/**
 * What `actorId` credited, adjusted or paid to `userId` with no second operator over the 24 hours before `now`: their
 * credits (bonuses and corrections) still pending or posted at once, the payouts they made with no approval, and the
 * deposits their approval credited alone or that wait for a second operator after their first approval. A credit,
 * payout or deposit another operator approved counts no more: it already had its second pair of eyes. A deposit the
 * chain credited (the watcher, or chain verification) names no operator and counts for none: the chain checked it.
 */
export async function movedAloneToMember(
  db: Queryable,
  options: { actorId: string; userId: string; now: Date },
): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(db, sql`select (${movedAloneSum(options)})::text as total`);
  return BigInt(row?.total ?? '0');
}

/** movedAloneToMember as an expression, for a statement that decides by it (an approval's credit does). */
export function movedAloneSum(options: { actorId: string; userId: string; now: Date }): SQL {
  const since = new Date(options.now.getTime() - WINDOW_MS).toISOString();
  return sql`(
      coalesce((select sum(amount_micros) from balance_adjustments
        where user_id = ${options.userId}::uuid and requested_by = ${options.actorId}::uuid and amount_micros > 0
          and reviewed_by is null and status in ('pending', 'posted') and requested_at > ${since}::timestamptz), 0)
      + coalesce((select sum(amount_micros) from withdrawals
        where user_id = ${options.userId}::uuid and reviewed_by = ${options.actorId}::uuid and status = 'success'
          and approved_by is null and reviewed_at > ${since}::timestamptz), 0)
      + coalesce((select sum(amount_micros) from deposits
        where user_id = ${options.userId}::uuid and ${depositsAlone(options.actorId, since)}), 0))`;
}

/** The same for each member of a page of the console's queue, read in one statement. */
export async function movedAloneToMembers(
  db: Queryable,
  options: { actorId: string; userIds: string[]; now: Date },
): Promise<Map<string, bigint>> {
  const moved = new Map<string, bigint>();
  const userIds = [...new Set(options.userIds)];
  if (userIds.length === 0) return moved;
  const since = new Date(options.now.getTime() - WINDOW_MS).toISOString();
  // Each table is read by its member index: the page's members, never the operator's whole day.
  const members = sql`user_id in (${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const rows = await queryRows<{ user_id: string; total: string }>(
    db,
    sql`select user_id, sum(amount)::text as total from (
      select user_id, amount_micros as amount from balance_adjustments
        where ${members} and requested_by = ${options.actorId}::uuid and amount_micros > 0 and reviewed_by is null
          and status in ('pending', 'posted') and requested_at > ${since}::timestamptz
      union all
      select user_id, amount_micros from withdrawals
        where ${members} and reviewed_by = ${options.actorId}::uuid and status = 'success' and approved_by is null
          and reviewed_at > ${since}::timestamptz
      union all
      select user_id, amount_micros from deposits where ${members} and ${depositsAlone(options.actorId, since)}
    ) moved
    group by user_id`,
  );
  for (const row of rows) moved.set(row.user_id, BigInt(row.total));
  return moved;
}
