import { byKind, EARNING_KINDS, type EarningKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { PLATFORM_ACCOUNT } from '../../ledger/accounts';

/** A line of the flows report, each a sum of postings of one kind. */
export const FLOW_LINES = ['deposits', 'withdrawals', 'fees', ...EARNING_KINDS] as const;
export type FlowLine = (typeof FLOW_LINES)[number];
export type FlowMicros = Record<FlowLine, bigint>;

export const noFlow = (): FlowMicros => byKind(FLOW_LINES, () => 0n);

type Range = { timeZone: string; from: string; to: string };

// A purchase's entry carried its handling fee before the fee had an entry of its own: its fee line is read too.
const CASH_ENTRIES = ['deposit', 'withdrawal:payout'];
const FEE_ENTRIES = ['package:fee', 'package:purchase'];
const CASH_ACCOUNTS = [PLATFORM_ACCOUNT.depositsReceived, PLATFORM_ACCOUNT.withdrawalsPaidOut];
const FEE_ACCOUNTS = [PLATFORM_ACCOUNT.withdrawalFeesEarned, PLATFORM_ACCOUNT.packageFeesEarned];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Money in and out per platform day from `from` to `to` (both included, in `timeZone`), from the platform accounts'
 * postings (docs/product.md#ledger): deposits credited (deposits received runs negative), withdrawals paid out net
 * (withdrawals paid out) and, unless `cashOnly`, fees (withdrawal charges and package handling fees). A day is the
 * entry's time in the platform's time zone. The range's entries of those kinds are read first and the platform
 * accounts' postings hashed against them: the planner, which cannot know that each platform account holds a posting of
 * nearly every such entry, otherwise looks the entry of each posting up one at a time.
 */
export async function cashByDay(db: Queryable, options: Range & { cashOnly?: boolean }) {
  const { timeZone } = options;
  const kinds = options.cashOnly ? CASH_ENTRIES : [...CASH_ENTRIES, ...FEE_ENTRIES];
  const accounts = options.cashOnly ? CASH_ACCOUNTS : [...CASH_ACCOUNTS, ...FEE_ACCOUNTS];
  const rows = await queryRows<{ day: string; kind: string; amount: string }>(
    db,
    sql`with entries as materialized (
          select id, created_at from journal_entries
          where kind in (${list(kinds)})
            and created_at >= (${options.from}::date)::timestamp at time zone ${timeZone}::text
            and created_at < (${options.to}::date + 1)::timestamp at time zone ${timeZone}::text)
        select to_char(d.day, 'YYYY-MM-DD') as day, d.kind, d.amount::text as amount
        from (select date_trunc('day', e.created_at at time zone ${timeZone}::text) as day, a.kind,
                     sum(p.amount_micros) as amount
              from accounts a
              join postings p on p.account_id = a.id
              join entries e on e.id = p.entry_id
              where a.owner_id is null and a.kind in (${list(accounts)})
              group by 1, 2) d`,
  );
  const days = new Map<string, FlowMicros>();
  for (const row of rows) {
    const flow = days.get(row.day) ?? noFlow();
    days.set(row.day, flow);
    const amount = BigInt(row.amount);
    if (row.kind === PLATFORM_ACCOUNT.depositsReceived) flow.deposits -= amount;
    else if (row.kind === PLATFORM_ACCOUNT.withdrawalsPaidOut) flow.withdrawals += amount;
    else flow.fees += amount;
  }
  return days;
}

/**
 * Income per kind and platform day from `from` to `to`, from the per-day rollup (income_daily): every income's
 * posting and every posted bonus are in it on the platform day they were paid, no more and no less (ledger:check holds
 * it to the postings), and it is a fraction of the postings' size. Bonuses are paid from the adjustments account, the
 * four kinds from incomes paid.
 */
export async function incomeByDay(db: Queryable, options: Range) {
  const rows = await queryRows<{ day: string; kind: EarningKind; amount: string }>(
    db,
    sql`select day, kind, sum(amount_micros)::text as amount from income_daily
        where day >= ${options.from} and day <= ${options.to}
        group by day, kind`,
  );
  const days = new Map<string, FlowMicros>();
  for (const row of rows) {
    const flow = days.get(row.day) ?? noFlow();
    days.set(row.day, flow);
    flow[row.kind] += BigInt(row.amount);
  }
  return days;
}
