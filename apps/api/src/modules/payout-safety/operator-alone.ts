import { type SQL, sql } from 'drizzle-orm';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

// Four eyes on sums, not on single calls (docs/decisions/020-operator-roles.md): payoutApprovalAbove applies to what
// one operator moved to one member alone over the last 24 hours, so splitting a large amount into small calls does
// not get round the second operator; and operatorDailyAloneLimit to what they moved alone to everyone, so spreading
// it over many members does not either (docs/decisions/046-no-way-around-the-second-person.md).

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
 * The slack between the two limits: an operator's day across all members (`operatorDailyAloneLimit`) over the per-member
 * one (`payoutApprovalAbove`). A sum of one operator's day past `slack` counts against the per-member limit as if moved
 * to this member: `amount + max(toMember, day - slack) > above` holds exactly when either limit is passed, so every
 * check written against the per-member limit applies both.
 */
export async function aloneSlackMicros(db: Queryable): Promise<bigint> {
  const settings = await getSettings(db);
  return usdtSettingToMicros(settings.operatorDailyAloneLimit) - usdtSettingToMicros(settings.payoutApprovalAbove);
}

/**
 * Inside a transaction that moves money on one operator's word: that operator's other such transactions wait for it to
 * end, so calls in parallel to different members add up one after the other against the day's limit, as calls to one
 * member do under the member's lock.
 */
export async function holdOperatorDay(tx: Queryable, actorId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`operator-day:${actorId}`}, 0))`);
}

/** What the operator moved alone over the window: to one member (`userId`), or to everyone. */
function sumAlone(options: { actorId: string; since: string; userId?: string }): SQL {
  const member = (column: SQL) => (options.userId ? sql`${column} = ${options.userId}::uuid and` : sql``);
  return sql`(
      coalesce((select sum(amount_micros) from balance_adjustments
        where ${member(sql`user_id`)} requested_by = ${options.actorId}::uuid and amount_micros > 0
          and reviewed_by is null and status in ('pending', 'posted') and requested_at > ${options.since}::timestamptz), 0)
      + coalesce((select sum(amount_micros) from withdrawals
        where ${member(sql`user_id`)} reviewed_by = ${options.actorId}::uuid and status = 'success'
          and approved_by is null and reviewed_at > ${options.since}::timestamptz), 0)
      + coalesce((select sum(amount_micros) from deposits
        where ${member(sql`user_id`)} ${depositsAlone(options.actorId, options.since)}), 0))`;
}

/**
 * What `actorId` credited, adjusted or paid to `userId` with no second operator over the 24 hours before `now`: their
 * credits (bonuses and corrections) still pending or posted at once, the payouts they made with no approval, and the
 * deposits their approval credited alone or that wait for a second operator after their first approval; or, when
 * larger, what they moved so to everyone less the slack (aloneSlackMicros). A credit, payout or deposit another
 * operator approved counts no more: it already had its second pair of eyes. A deposit the chain credited (the
 * watcher, or chain verification) names no operator and counts for none: the chain checked it.
 */
export async function movedAloneToMember(
  db: Queryable,
  options: { actorId: string; userId: string; now: Date },
): Promise<bigint> {
  const slackMicros = await aloneSlackMicros(db);
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select (${movedAloneSum({ ...options, slackMicros })})::text as total`,
  );
  return BigInt(row?.total ?? '0');
}

/** movedAloneToMember as an expression, for a statement that decides by it (an approval's credit does). */
export function movedAloneSum(options: { actorId: string; userId: string; now: Date; slackMicros: bigint }): SQL {
  const since = new Date(options.now.getTime() - WINDOW_MS).toISOString();
  return sql`greatest(${sumAlone({ actorId: options.actorId, since, userId: options.userId })},
    ${sumAlone({ actorId: options.actorId, since })} - ${options.slackMicros.toString()}::bigint)`;
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
  const slackMicros = await aloneSlackMicros(db);
  // Each table is read by its member index: the page's members, never the operator's whole day; the day is read by
  // the operator's own indexes, once.
  const members = sql`user_id in (${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const rows = await queryRows<{ user_id: string | null; total: string }>(
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
    group by user_id
    union all
    select null, (${sumAlone({ actorId: options.actorId, since })})::text`,
  );
  const day = BigInt(rows.find((row) => row.user_id === null)?.total ?? '0') - slackMicros;
  for (const row of rows) if (row.user_id !== null) moved.set(row.user_id, BigInt(row.total));
  if (day > 0n) for (const id of userIds) moved.set(id, day > (moved.get(id) ?? 0n) ? day : (moved.get(id) ?? 0n));
  return moved;
}
