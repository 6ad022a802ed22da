import { type SQL, sql } from 'drizzle-orm';
import { DEPOSIT_WALLET_MOVES, type DepositWalletMove } from './deposit-wallet';
import { INCOME_WALLET_MOVES, type IncomeWalletMove } from './income-wallet';

// The moves that explain a member's wallets (ledger/income-wallet.ts, ledger/deposit-wallet.ts), kept per member as
// they happen: each movement of the chart (ledger/movements.ts) names the figures its entry changes, and the statement
// that writes the entry adds them (ledger/entry-writes.ts), only when it writes the entry, so a replay changes nothing. The
// dashboard reads a member's dozen rows instead of summing their withdrawals, transfers, corrections, deposits and
// orders on every visit; ledger:check holds every figure to those records (docs/decisions/024-read-figures.md).

export type MemberFigure = `income.${IncomeWalletMove}` | `deposit.${DepositWalletMove}`;

/** A change of one member's figure by a movement; signed (a pending withdrawal's figure falls when it is settled). */
export interface FigureChange {
  userId: string;
  figure: MemberFigure;
  amountMicros: bigint;
}

const columnOf = (figure: MemberFigure) => figure.replace('.', '_');

export const MEMBER_FIGURES: readonly MemberFigure[] = [
  ...INCOME_WALLET_MOVES.map((move) => `income.${move}` as const),
  ...DEPOSIT_WALLET_MOVES.map((move) => `deposit.${move}` as const),
];

/** The columns of memberFiguresLateral: `income_<move>` and `deposit_<move>`, micro-USDT as bigint. */
export const FIGURE_COLUMNS = MEMBER_FIGURES.map(columnOf);

/** The member's figures as one row of a lateral subquery named `figures`: one range of the table's key. */
export function memberFiguresLateral(userId: SQL): SQL {
  const columns = MEMBER_FIGURES.map(
    (figure) =>
      `coalesce(sum(f.amount_micros) filter (where f.figure = '${figure}'), 0)::bigint as ${columnOf(figure)}`,
  ).join(',\n      ');
  return sql`lateral (select ${sql.raw(columns)} from member_figures f where f.user_id = ${userId}) figures`;
}
