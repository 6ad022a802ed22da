import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fixedStatement } from '../../db/fixed-statement';
import { queryRows } from '../../db/query';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { DEPOSIT_WALLET_MOVES, type DepositWalletMove } from '../../ledger/deposit-wallet';
import { INCOME_WALLET_MOVES, type IncomeWalletMove } from '../../ledger/income-wallet';
import { FIGURE_COLUMNS, memberFiguresLateral } from '../../ledger/member-figures';
import { type IncomeTotalsColumns, incomeTotalsLateral, toIncomeTotals } from '../income/income.repository';
import type { TeamStats } from '../team/team-counters';

/** Built once (db/fixed-statement.ts): only the member and the day change between calls. */
const dashboardStatement = fixedStatement<{ userId: string; today: string }>(
  (args) =>
    sql`select ${sql.raw(TEAM_COUNTERS.map((column) => `coalesce(t.${column}, 0) as ${column}`).join(', '))},
                 ${sql.raw(FIGURE_COLUMNS.map((column) => `figures.${column}::text as ${column}`).join(', '))},
                 coalesce(wallet.balance_micros, 0)::text as income_wallet_micros,
                 coalesce(deposit_wallet.balance_micros, 0)::text as deposit_wallet_micros,
                 totals.*
          from (select ${args.userId}::uuid as id) u
          left join team_stats t on t.user_id = u.id
          left join accounts wallet on wallet.owner_id = u.id and wallet.kind = ${MEMBER_WALLET.income}
          left join accounts deposit_wallet on deposit_wallet.owner_id = u.id
            and deposit_wallet.kind = ${MEMBER_WALLET.deposit}
          cross join ${incomeTotalsLateral(sql`u.id`, args.today)}
          cross join ${memberFiguresLateral(sql`u.id`)}`,
);

/**
 * The dashboard's figures in one statement, so they agree with each other: the member's counters, income totals,
 * the Flexible wallet and what moved it (ledger/income-wallet.ts), the Electronic wallet and what moved it
 * (ledger/deposit-wallet.ts), and capital withdrawals; the moves as kept per member (ledger/member-figures.ts).
 */
export async function readDashboardFigures(db: Queryable, options: { userId: string; today: string }) {
  const [row] = await queryRows<
    IncomeTotalsColumns &
      Record<(typeof TEAM_COUNTERS)[number], string | number> &
      Record<`income_${IncomeWalletMove}`, string> &
      Record<`deposit_${DepositWalletMove}`, string> & { income_wallet_micros: string; deposit_wallet_micros: string }
  >(db, dashboardStatement({ userId: options.userId, today: options.today }));
  if (!row) throw new Error('the dashboard query answers one row');
  const stats: TeamStats = {
    userId: options.userId,
    aMembers: Number(row.a_members),
    bMembers: Number(row.b_members),
    cMembers: Number(row.c_members),
    aActive: Number(row.a_active),
    bActive: Number(row.b_active),
    cActive: Number(row.c_active),
    aInvestmentMicros: BigInt(row.a_investment_micros),
    bInvestmentMicros: BigInt(row.b_investment_micros),
    cInvestmentMicros: BigInt(row.c_investment_micros),
    selfInvestmentMicros: BigInt(row.self_investment_micros),
    aCapitalMicros: BigInt(row.a_capital_micros),
    bCapitalMicros: BigInt(row.b_capital_micros),
    cCapitalMicros: BigInt(row.c_capital_micros),
    selfCapitalMicros: BigInt(row.self_capital_micros),
    joinedDay: null,
    orderCount: Number(row.order_count),
    activeOrderCount: Number(row.active_order_count),
  };
  const moves = Object.fromEntries(INCOME_WALLET_MOVES.map((move) => [move, BigInt(row[`income_${move}`])])) as Record<
    IncomeWalletMove,
    bigint
  >;
  const depositMoves = Object.fromEntries(
    DEPOSIT_WALLET_MOVES.map((move) => [move, BigInt(row[`deposit_${move}`])]),
  ) as Record<DepositWalletMove, bigint>;
  return {
    stats,
    totals: toIncomeTotals(row),
    moves,
    incomeWalletMicros: BigInt(row.income_wallet_micros),
    depositMoves,
    depositWalletMicros: BigInt(row.deposit_wallet_micros),
  };
}

const TEAM_COUNTERS = [
  'a_members',
  'b_members',
  'c_members',
  'a_active',
  'b_active',
  'c_active',
  'a_investment_micros',
  'b_investment_micros',
  'c_investment_micros',
  'self_investment_micros',
  'a_capital_micros',
  'b_capital_micros',
  'c_capital_micros',
  'self_capital_micros',
  'order_count',
  'active_order_count',
] as const;
