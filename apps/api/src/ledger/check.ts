import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';
import { MEMBER_WALLET, PLATFORM_ACCOUNT } from './accounts';
import { DEPOSIT_WALLET_MOVES, depositWalletMovesLateral, expectedDepositWallet } from './deposit-wallet';
import { expectedIncomeWallet, INCOME_WALLET_MOVES, incomeWalletMovesLateral } from './income-wallet';
import { MEMBER_FIGURES, memberFiguresLateral } from './member-figures';

export interface LedgerProblem {
  rule:
    | 'balance-equals-postings'
    | 'queued-change-on-platform-account'
    | 'entry-sums-to-zero'
    | 'member-not-negative'
    | 'income-has-its-posting'
    | 'income-rollup-equals-incomes'
    | 'income-totals-equal-rollup'
    | 'member-figures-equal-records'
    | 'income-wallet-explained'
    | 'deposit-wallet-explained'
    | 'payable-equals-pending-withdrawals'
    | 'withdrawal-has-its-entries'
    | 'transfer-has-its-entry'
    | 'adjustment-has-its-entry';
  row: Record<string, unknown>;
}

/**
 * Reconciles the whole ledger: cached balance (plus, for a platform account, its queued changes) = sum of postings, entries sum to zero, members >= 0, and
 * the income, withdrawal, transfer and adjustment records agree with the money the ledger moved, and explain every
 * member's income wallet and deposit wallet.
 */
export async function checkLedger(db: Queryable): Promise<LedgerProblem[]> {
  const drifted = await queryRows<Record<string, unknown>>(
    db,
    sql`with posted as (select account_id, sum(amount_micros) as total from postings group by account_id),
             queued as (select account_id, sum(amount_micros) as total from platform_deltas group by account_id)
        select a.id, a.kind, a.owner_id, a.balance_micros::text as cached, coalesce(q.total, 0)::text as queued,
               coalesce(p.total, 0)::text as posted
        from accounts a
        left join posted p on p.account_id = a.id
        left join queued q on q.account_id = a.id
        where a.balance_micros + coalesce(q.total, 0) <> coalesce(p.total, 0)`,
  );
  // A queued change belongs to a platform account; a member's balance never waits in the queue.
  const misqueued = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.id::text, d.account_id from platform_deltas d
        where not exists (select 1 from accounts a where a.id = d.account_id and a.owner_id is null)`,
  );
  const unbalanced = await queryRows<Record<string, unknown>>(
    db,
    sql`select e.id, e.kind, e.idempotency_key, coalesce(sum(p.amount_micros), 0)::text as total, count(p.id)::int as lines
        from journal_entries e left join postings p on p.entry_id = e.id
        group by e.id having coalesce(sum(p.amount_micros), 0) <> 0 or count(p.id) < 2`,
  );
  const negative = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, kind, owner_id, balance_micros::text as balance from accounts
        where owner_id is not null and balance_micros < 0`,
  );
  // Income rows explain money the ledger moved: each has its credit, and the daily rollup adds up.
  const unposted = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.kind, i.user_id, i.amount_micros::text as amount from incomes i
        where not exists (select 1 from postings p join accounts a on a.id = p.account_id
                          where p.entry_id = i.entry_id and a.owner_id = i.user_id and p.amount_micros = i.amount_micros)`,
  );
  // The rollup holds every income row and every credited bonus, no more: a day missing on either side counts.
  const rollup = await queryRows<Record<string, unknown>>(
    db,
    sql`with paid as (
          select user_id, kind, day, sum(amount_micros) as amount, count(*)::int as count from incomes
          group by user_id, kind, day
          union all
          select user_id, 'bonus', posted_day, sum(amount_micros), count(*)::int from balance_adjustments
          where kind = 'bonus' and status = 'posted' group by user_id, posted_day)
        select coalesce(d.user_id, p.user_id) as user_id, coalesce(d.kind, p.kind) as kind, coalesce(d.day, p.day) as day,
               coalesce(d.amount_micros, 0)::text as rolled, coalesce(p.amount, 0)::text as paid,
               coalesce(d.income_count, 0) as rolled_count, coalesce(p.count, 0) as paid_count
        from income_daily d
        full join paid p on p.user_id = d.user_id and p.kind = d.kind and p.day = d.day
        where coalesce(d.amount_micros, 0) <> coalesce(p.amount, 0) or coalesce(d.income_count, 0) <> coalesce(p.count, 0)`,
  );
  // Each member's totals by kind are its rollup's days added up (what the profile and the dashboard read).
  const totals = await queryRows<Record<string, unknown>>(
    db,
    sql`with days as (select user_id, kind, sum(amount_micros) as amount, sum(income_count) as count
                      from income_daily group by user_id, kind)
        select coalesce(t.user_id, d.user_id) as user_id, coalesce(t.kind, d.kind) as kind,
               coalesce(t.amount_micros, 0)::text as total, coalesce(d.amount, 0)::text as days
        from income_totals t
        full join days d on d.user_id = t.user_id and d.kind = t.kind
        where coalesce(t.amount_micros, 0) <> coalesce(d.amount, 0) or coalesce(t.income_count, 0) <> coalesce(d.count, 0)`,
  );
  // Each member's income wallet is what its income and the records that moved it leave (ledger/income-wallet.ts), so
  // the dashboard's figures that explain it add up: a posting no record accounts for shows here.
  const unexplained = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.owner_id, posted.total::text as posted, ${expectedIncomeWallet(sql`earned.total`)}::text as explained
        from accounts a
        cross join lateral (select coalesce(sum(p.amount_micros), 0) as total from postings p
                            where p.account_id = a.id) posted
        cross join lateral (select coalesce(sum(d.amount_micros), 0) as total from income_daily d
                            where d.user_id = a.owner_id) earned
        cross join ${incomeWalletMovesLateral(sql`a.owner_id`)}
        where a.kind = ${MEMBER_WALLET.income} and a.owner_id is not null
          and posted.total <> ${expectedIncomeWallet(sql`earned.total`)}`,
  );
  // And each deposit wallet is what the member's deposits, orders, transfers received and corrections leave
  // (ledger/deposit-wallet.ts), the sum /assets shows.
  const unexplainedDeposit = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.owner_id, posted.total::text as posted, ${expectedDepositWallet}::text as explained
        from accounts a
        cross join lateral (select coalesce(sum(p.amount_micros), 0) as total from postings p
                            where p.account_id = a.id) posted
        cross join ${depositWalletMovesLateral(sql`a.owner_id`)}
        where a.kind = ${MEMBER_WALLET.deposit} and a.owner_id is not null
          and posted.total <> ${expectedDepositWallet}`,
  );
  // Each member's figures (what the dashboard reads) are what their records add up to, by wallet, for each member
  // with that wallet or a figure of it (money moves through nothing else); a figure of no known name counts too.
  const figureTuple = (wallet: 'income' | 'deposit', records: readonly string[], lateral: string) =>
    `(${records.map((move) => `${lateral}.${move}`).join(', ')}) is distinct from
     (${records.map((move) => `figures.${wallet}_${move}`).join(', ')})`;
  const figures = await queryRows<Record<string, unknown>>(
    db,
    sql`select m.user_id, m.wallet, null as figure
        from (select owner_id as user_id, case kind when ${MEMBER_WALLET.income} then 'income' else 'deposit' end as wallet
              from accounts where owner_id is not null and kind in (${MEMBER_WALLET.income}, ${MEMBER_WALLET.deposit})
              union select user_id, split_part(figure, '.', 1) from member_figures) m
        cross join ${incomeWalletMovesLateral(sql`m.user_id`)}
        cross join ${depositWalletMovesLateral(sql`m.user_id`)}
        cross join ${memberFiguresLateral(sql`m.user_id`)}
        where (m.wallet = 'income' and ${sql.raw(figureTuple('income', INCOME_WALLET_MOVES, 'moves'))})
           or (m.wallet = 'deposit' and ${sql.raw(figureTuple('deposit', DEPOSIT_WALLET_MOVES, 'deposit_moves'))})
        union all
        select user_id, null, figure from member_figures
        where figure <> all(${`{${MEMBER_FIGURES.join(',')}}`}::text[])`,
  );
  // Withdrawals payable holds exactly the pending requests; every verified request has its entries.
  const payable = await queryRows<Record<string, unknown>>(
    db,
    sql`with totals as (
          select coalesce((select a.balance_micros + coalesce((select sum(d.amount_micros) from platform_deltas d
                                                                where d.account_id = a.id), 0)
                           from accounts a
                           where a.owner_id is null and a.kind = 'platform:withdrawals-payable'), 0) as payable,
                 coalesce((select sum(amount_micros) from withdrawals where status = 'pending'), 0) as pending)
        select payable::text, pending::text from totals where payable <> pending`,
  );
  const withdrawalEntries = await queryRows<Record<string, unknown>>(
    db,
    sql`select w.id, w.status from withdrawals w
        where (w.status <> 'unverified') <> exists (select 1 from journal_entries e where e.idempotency_key = 'withdrawal:hold:' || w.id)
           or (w.status = 'success') <> exists (select 1 from journal_entries e where e.idempotency_key = 'withdrawal:payout:' || w.id)
           or (w.status = 'reject') <> exists (select 1 from journal_entries e where e.idempotency_key = 'withdrawal:return:' || w.id)`,
  );
  // A done transfer has its one entry, of the amount, from the sender's income to the receiver's deposit wallet;
  // an unverified one has none.
  const transferEntries = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.id, t.status from transfers t
        left join journal_entries e on e.idempotency_key = 'transfer:' || t.id
        where (t.status = 'success') <> (e.id is not null)
           or (e.id is not null and (
                (select count(*) from postings p where p.entry_id = e.id) <> 2
             or not exists (select 1 from postings p join accounts a on a.id = p.account_id
                            where p.entry_id = e.id and a.owner_id = t.sender_id and a.kind = 'member:income'
                              and p.amount_micros = -t.amount_micros)
             or not exists (select 1 from postings p join accounts a on a.id = p.account_id
                            where p.entry_id = e.id and a.owner_id = t.receiver_id and a.kind = 'member:deposit'
                              and p.amount_micros = t.amount_micros)))`,
  );
  // A posted adjustment has its one entry, of its amount, between the member's wallet and the platform's adjustments
  // account; a pending or rejected one has none, and no adjustment entry is left without its adjustment.
  const adjustmentEntries = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.id, b.status, b.amount_micros::text as amount from balance_adjustments b
        left join journal_entries e on e.idempotency_key = 'adjustment:' || b.id
        where (b.status = 'posted') <> (e.id is not null)
           or (e.id is not null and (
                (select count(*) from postings p where p.entry_id = e.id) <> 2
             or not exists (select 1 from postings p join accounts a on a.id = p.account_id
                            where p.entry_id = e.id and a.owner_id = b.user_id
                              and a.kind = case b.wallet when 'deposit' then ${MEMBER_WALLET.deposit}
                                                         when 'income' then ${MEMBER_WALLET.income} end
                              and p.amount_micros = b.amount_micros)
             or not exists (select 1 from postings p join accounts a on a.id = p.account_id
                            where p.entry_id = e.id and a.owner_id is null and a.kind = ${PLATFORM_ACCOUNT.adjustments}
                              and p.amount_micros = -b.amount_micros)))
        union all
        select e.id, 'no adjustment' as status, null as amount from journal_entries e
        where e.kind = 'adjustment'
          and not exists (select 1 from balance_adjustments b where e.idempotency_key = 'adjustment:' || b.id)`,
  );
  return [
    ...adjustmentEntries.map((row) => ({ rule: 'adjustment-has-its-entry' as const, row })),
    ...payable.map((row) => ({ rule: 'payable-equals-pending-withdrawals' as const, row })),
    ...withdrawalEntries.map((row) => ({ rule: 'withdrawal-has-its-entries' as const, row })),
    ...transferEntries.map((row) => ({ rule: 'transfer-has-its-entry' as const, row })),
    ...unposted.map((row) => ({ rule: 'income-has-its-posting' as const, row })),
    ...rollup.map((row) => ({ rule: 'income-rollup-equals-incomes' as const, row })),
    ...totals.map((row) => ({ rule: 'income-totals-equal-rollup' as const, row })),
    ...figures.map((row) => ({ rule: 'member-figures-equal-records' as const, row })),
    ...unexplained.map((row) => ({ rule: 'income-wallet-explained' as const, row })),
    ...unexplainedDeposit.map((row) => ({ rule: 'deposit-wallet-explained' as const, row })),
    ...drifted.map((row) => ({ rule: 'balance-equals-postings' as const, row })),
    ...misqueued.map((row) => ({ rule: 'queued-change-on-platform-account' as const, row })),
    ...unbalanced.map((row) => ({ rule: 'entry-sums-to-zero' as const, row })),
    ...negative.map((row) => ({ rule: 'member-not-negative' as const, row })),
  ];
}
