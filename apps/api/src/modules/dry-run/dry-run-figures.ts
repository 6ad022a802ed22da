import { byKind, type DryRunMonth, ENGINE_INCOME_KINDS, type IncomeKind, microsToUsdt } from '@app/contract';

// A dry run's month from its running totals (docs/product.md#dry-run): what came in, what went out and what is owed.
// What members hold is read from the run's books and must equal what the totals say came to them and left them, or
// the run fails rather than answer figures that do not reconcile.

/** Running totals since the run began, in micro-USDT, each positive the way an owner reads it. */
export interface RunTotals {
  deposits: bigint;
  capitalHeld: bigint;
  paidByKind: Record<IncomeKind, bigint>;
  /** Withdrawals paid out, net of their charges. */
  paidOut: bigint;
  /** Withdrawal charges and package handling fees the platform kept. */
  fees: bigint;
  /** Members' wallets and their pending withdrawals, as the books hold them. */
  wallets: bigint;
}

export const NO_TOTALS: RunTotals = {
  deposits: 0n,
  capitalHeld: 0n,
  paidByKind: byKind(ENGINE_INCOME_KINDS, () => 0n),
  paidOut: 0n,
  fees: 0n,
  wallets: 0n,
};

/** The month's row from the totals at its start and its end. */
export function monthRow(options: {
  month: number;
  members: number;
  joined: number;
  before: RunTotals;
  after: RunTotals;
  obligations: bigint;
}): DryRunMonth {
  const { before, after } = options;
  const incomes = ENGINE_INCOME_KINDS.reduce((sum, kind) => sum + after.paidByKind[kind], 0n);
  // Members' money in (deposits, incomes) less what left it (capital, fees, withdrawals paid) is what they hold.
  const expected = after.deposits + incomes - after.capitalHeld - after.fees - after.paidOut;
  if (expected !== after.wallets) {
    throw new Error(`month ${options.month}: members hold ${after.wallets}, the totals say ${expected}`);
  }
  const position = after.deposits - after.paidOut;
  const owed = after.wallets + after.capitalHeld;
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
