import { type SQL, sql } from 'drizzle-orm';

// What moves a member's income wallet (the Flexible wallet), by the records behind its postings
// (docs/product.md#wallets): income in (the rollup, bonuses included), income withdrawals out from their verify
// (pending, then paid; a rejected or cancelled one came back whole), transfers sent out, operators' corrections either
// way, a rejected or cancelled capital withdrawal, whose capital is returned to this wallet, and a balance under the
// withdrawal minimum given up when the account closed (docs/decisions/033-closing-an-account.md). So:
//   balance = earned + corrections + capital returned - withdrawals paid - withdrawals pending - transfers sent
//             - given up.
// The dashboard shows these figures; ledger:check holds every member's postings to the same sum.

/** The columns of incomeWalletMovesLateral, micro-USDT as bigint. */
export const INCOME_WALLET_MOVES = [
  'withdrawals_paid',
  'withdrawals_pending',
  'transfers_sent',
  'corrections',
  'capital_returned',
  'capital_paid',
  'capital_pending',
  'given_up',
] as const;
export type IncomeWalletMove = (typeof INCOME_WALLET_MOVES)[number];

/**
 * The member's moves as one row of a lateral subquery named `moves`, read from each record's own index by member.
 * Capital paid and pending left package capital, not this wallet: they are answered beside it, outside the sum.
 */
export function incomeWalletMovesLateral(userId: SQL): SQL {
  return sql`lateral (
    select w.withdrawals_paid, w.withdrawals_pending, w.capital_returned, w.capital_paid, w.capital_pending,
           (select coalesce(sum(t.amount_micros), 0) from transfers t
            where t.sender_id = ${userId} and t.status = 'success')::bigint as transfers_sent,
           (select coalesce(sum(b.amount_micros), 0) from balance_adjustments b
            where b.user_id = ${userId} and b.wallet = 'income' and b.kind = 'correction'
              and b.status = 'posted')::bigint as corrections,
           (select coalesce(sum(g.amount_micros), 0) from given_up_balances g
            where g.user_id = ${userId} and g.wallet = 'income')::bigint as given_up
    from (select
            coalesce(sum(amount_micros) filter (where kind = 'income' and status = 'success'), 0)::bigint
              as withdrawals_paid,
            coalesce(sum(amount_micros) filter (where kind = 'income' and status = 'pending'), 0)::bigint
              as withdrawals_pending,
            coalesce(sum(amount_micros) filter (where kind = 'capital' and status = 'reject'), 0)::bigint
              as capital_returned,
            coalesce(sum(amount_micros) filter (where kind = 'capital' and status = 'success'), 0)::bigint
              as capital_paid,
            coalesce(sum(amount_micros) filter (where kind = 'capital' and status = 'pending'), 0)::bigint
              as capital_pending
          from withdrawals where user_id = ${userId}) w) moves`;
}

/** The income wallet these moves and `earned` leave, as an SQL expression over `moves`. */
export function expectedIncomeWallet(earned: SQL): SQL {
  return sql`(${earned} + moves.corrections + moves.capital_returned
              - moves.withdrawals_paid - moves.withdrawals_pending - moves.transfers_sent - moves.given_up)`;
}
