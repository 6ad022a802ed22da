import { byKind, type DryRunMonth, ENGINE_INCOME_KINDS, type IncomeKind, microsToUsdt } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { PLATFORM_ACCOUNT } from '../../ledger/accounts';
import { platformBalances } from '../../ledger/platform-balances';

// A dry run's month, read from its own database's books (docs/product.md#dry-run): the platform accounts give what came
// in, what went out and what is owed; the income totals split what was paid by kind, and must add up to the incomes
// account's movement, or the run fails rather than answer figures that do not reconcile.

/** Running totals since the run began, in micro-USDT, each positive the way an owner reads it. */
export interface LedgerTotals {
  deposits: bigint;
  capitalHeld: bigint;
  incomesPaid: bigint;
  paidByKind: Record<IncomeKind, bigint>;
  /** Withdrawals paid out, net of their charges. */
  paidOut: bigint;
  /** Withdrawal charges and package handling fees the platform kept. */
  fees: bigint;
  /** Members' wallets and their pending withdrawals. */
  wallets: bigint;
  payable: bigint;
}

export const NO_TOTALS: LedgerTotals = {
  deposits: 0n,
  capitalHeld: 0n,
  incomesPaid: 0n,
  paidByKind: byKind(ENGINE_INCOME_KINDS, () => 0n),
  paidOut: 0n,
  fees: 0n,
  wallets: 0n,
  payable: 0n,
};

export async function readLedgerTotals(db: Queryable): Promise<LedgerTotals> {
  const platform = await platformBalances(db);
  const balance = (kind: (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT]) => platform.get(kind) ?? 0n;
  // Every entry sums to zero, so what members hold is the platform's side turned over.
  let platformSum = 0n;
  for (const value of platform.values()) platformSum += value;
  const kinds = await queryRows<{ kind: string; amount: string }>(
    db,
    sql`select kind, sum(amount_micros)::text as amount from income_totals group by kind`,
  );
  const paidByKind = { ...NO_TOTALS.paidByKind };
  for (const row of kinds) {
    if ((ENGINE_INCOME_KINDS as readonly string[]).includes(row.kind))
      paidByKind[row.kind as IncomeKind] = BigInt(row.amount);
  }
  return {
    deposits: -balance(PLATFORM_ACCOUNT.depositsReceived),
    capitalHeld: balance(PLATFORM_ACCOUNT.packageCapitalHeld),
    incomesPaid: -balance(PLATFORM_ACCOUNT.incomesPaid),
    paidByKind,
    paidOut: balance(PLATFORM_ACCOUNT.withdrawalsPaidOut),
    fees: balance(PLATFORM_ACCOUNT.withdrawalFeesEarned) + balance(PLATFORM_ACCOUNT.packageFeesEarned),
    wallets: -platformSum,
    payable: balance(PLATFORM_ACCOUNT.withdrawalsPayable),
  };
}

/** The trading profit active orders still promise: each order's daily profit for each day it has left. */
export async function readObligations(db: Queryable): Promise<bigint> {
  const [row] = await queryRows<{ owed: string }>(
    db,
    sql`select coalesce(sum((price_micros * daily_yield_bp / 10000) * (maturity_days - paid_days)), 0)::text as owed
        from orders where status = 'active'`,
  );
  return BigInt(row?.owed ?? '0');
}

/** The month's row from the totals at its start and its end. */
export function monthRow(options: {
  month: number;
  members: number;
  joined: number;
  before: LedgerTotals;
  after: LedgerTotals;
  obligations: bigint;
}): DryRunMonth {
  const { before, after } = options;
  const paidKinds = ENGINE_INCOME_KINDS.reduce((sum, kind) => sum + after.paidByKind[kind], 0n);
  if (paidKinds !== after.incomesPaid) {
    throw new Error(
      `month ${options.month}: incomes by kind (${paidKinds}) differ from incomes paid (${after.incomesPaid})`,
    );
  }
  const position = after.deposits - after.paidOut;
  const owed = after.wallets + after.payable + after.capitalHeld;
  const paid = (kind: IncomeKind) => microsToUsdt(after.paidByKind[kind] - before.paidByKind[kind]);
  return {
    month: options.month,
    members: options.members,
    joined: options.joined,
    capitalIn: microsToUsdt(after.capitalHeld - before.capitalHeld),
    deposits: microsToUsdt(after.deposits - before.deposits),
    paid: byKind(ENGINE_INCOME_KINDS, paid),
    withdrawals: microsToUsdt(after.paidOut - before.paidOut),
    fees: microsToUsdt(after.fees - before.fees),
    owed: microsToUsdt(owed),
    obligations: microsToUsdt(options.obligations),
    position: microsToUsdt(position),
    cover: microsToUsdt(position - owed - options.obligations),
  };
}
