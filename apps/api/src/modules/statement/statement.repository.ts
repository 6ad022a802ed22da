import { type Locale, microsToUsdt, type StatementRow, statementKindLabel } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import type { MemberWallet } from '../../ledger/accounts';
import { pageWindow } from '../../lib/paging';

// A member's statement (docs/product.md#statement). Postings are numbered in the order they were written, and
// every posting of a member's wallet is written while the wallet's row is locked, so the running sum in that
// order is the balance after each posting; the newest row's balance is the wallet's.

export interface StatementFilters {
  userId: string;
  wallet: MemberWallet;
  /** Platform days, YYYY-MM-DD, both included, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
  /** The reader's language, which each row's description is worded in (English when none). */
  locale?: Locale;
}

interface Filters extends StatementFilters {
  page: number;
}

type Posting = {
  id: string;
  kind: string;
  memo: Record<string, unknown>;
  created_at: Date | string;
  amount_micros: string;
  balance_micros: string;
  /** A `withdrawal:return` of a withdrawal the member cancelled: it reads as cancelled, not rejected. */
  cancelled: boolean;
};

function referenceOf(memo: Record<string, unknown>, amountMicros: bigint): string | null {
  // A transfer names the other member: the receiver on the sender's row, the sender on the receiver's.
  if (typeof memo.transferId === 'string') {
    const other = amountMicros < 0n ? memo.receiverUid : memo.senderUid;
    return typeof other === 'string' && other ? other : null;
  }
  for (const key of ['depositId', 'withdrawalId', 'orderId'] as const) {
    const value = memo[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

export function toStatementRow(row: Posting, locale?: Locale): StatementRow {
  const amountMicros = BigInt(row.amount_micros);
  const amount = microsToUsdt(amountMicros);
  return {
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    kind: row.kind,
    label: statementKindLabel(row.cancelled ? 'withdrawal:return:cancelled' : row.kind, amount, locale),
    reference: referenceOf(row.memo, amountMicros),
    amount,
    balance: microsToUsdt(BigInt(row.balance_micros)),
  };
}

/** The kept postings of the wallet, each with the balance after it (see the module's note). */
function keptPostings(filters: StatementFilters) {
  const from = filters.from ?? null;
  const to = filters.to ?? null;
  return sql`wallet as (
      select id from accounts where owner_id = ${filters.userId} and kind = ${filters.wallet}),
    running as (
      select p.id, e.kind, e.memo, e.created_at, p.amount_micros,
             sum(p.amount_micros) over (order by p.id) as balance_micros
      from postings p join journal_entries e on e.id = p.entry_id
      where p.account_id = (select id from wallet)),
    kept as (
      select * from running
      where (${from}::text is null
             or created_at >= (${from}::text::date)::timestamp at time zone ${filters.timeZone})
        and (${to}::text is null
             or created_at < (${to}::text::date + 1)::timestamp at time zone ${filters.timeZone}))`;
}

/** The columns of a kept row `k` that make a statement row (toStatementRow). */
const rowColumns = sql`k.id::text, k.kind, k.memo, k.created_at, k.amount_micros::text, k.balance_micros::text,
  case when k.kind = 'withdrawal:return' then exists (select 1 from withdrawals w
    where w.id = (k.memo->>'withdrawalId')::uuid and w.cancelled_at is not null) else false end as cancelled`;

/** One page, newest first, and how many postings the filters keep. */
export async function readStatement(
  db: Queryable,
  filters: Filters,
): Promise<{ docs: StatementRow[]; totalDocs: number }> {
  const { limit, offset } = pageWindow(filters.page);
  const rows = await queryRows<Posting & { total: string }>(
    db,
    sql`with ${keptPostings(filters)}
        select ${rowColumns}, (select count(*) from kept)::text as total
        from kept k order by k.id desc limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || filters.page <= 1) {
    return { docs: rows.map((row) => toStatementRow(row, filters.locale)), totalDocs: Number(rows[0]?.total ?? 0) };
  }
  // A page past the end still says how many rows there are.
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`with ${keptPostings(filters)} select count(*)::text as total from kept`,
  );
  return { docs: [], totalDocs: Number(count?.total ?? 0) };
}

/** Where a CSV download's next batch starts: below posting `id`, whose wallet balance before it is known. */
export interface StatementCursor {
  id: string;
  /** The wallet's balance after every posting older than `id`: the newest of the next batch has it. */
  balanceMicros: bigint;
}

/**
 * Up to `limit` kept rows below the cursor (from the newest when null), newest first, and where the next batch
 * starts: a CSV download's batch. Each row's balance is carried down from the cursor's instead of summed over the
 * wallet's whole history, so a batch reads only the postings it walks past: a member with years of them is written
 * out in a time that grows with the rows, not their square (the data export reads every batch on the server's thread
 * on the embedded database, docs/decisions/032-data-export.md).
 */
export async function statementBatch(
  db: Queryable,
  filters: StatementFilters & { after: StatementCursor | null; limit: number },
): Promise<{ rows: StatementRow[]; next: StatementCursor | null }> {
  const from = filters.from ?? null;
  const to = filters.to ?? null;
  const below = filters.after?.id ?? null;
  const rows = await queryRows<Posting>(
    db,
    sql`with wallet as (
          select id from accounts where owner_id = ${filters.userId} and kind = ${filters.wallet}),
        walked as (
          select p.id, p.entry_id, p.amount_micros,
                 coalesce(${filters.after?.balanceMicros.toString() ?? null}::bigint,
                          (select coalesce(sum(amount_micros), 0) from postings where account_id = (select id from wallet)))
                   - coalesce(sum(p.amount_micros) over (order by p.id desc rows between unbounded preceding and 1 preceding), 0)
                   as balance_micros
          from postings p
          where p.account_id = (select id from wallet) and (${below}::bigint is null or p.id < ${below}::bigint)),
        kept as (
          select w.id, e.kind, e.memo, e.created_at, w.amount_micros, w.balance_micros
          from walked w join journal_entries e on e.id = w.entry_id
          where (${from}::text is null
                 or e.created_at >= (${from}::text::date)::timestamp at time zone ${filters.timeZone})
            and (${to}::text is null
                 or e.created_at < (${to}::text::date + 1)::timestamp at time zone ${filters.timeZone}))
        select ${rowColumns} from kept k order by k.id desc limit ${filters.limit}`,
  );
  const last = rows.at(-1);
  const next =
    last && rows.length === filters.limit
      ? { id: last.id, balanceMicros: BigInt(last.balance_micros) - BigInt(last.amount_micros) }
      : null;
  return { rows: rows.map((row) => toStatementRow(row, filters.locale)), next };
}
