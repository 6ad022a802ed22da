import { type SQL, sql } from 'drizzle-orm';

// What moves a member's deposit wallet (the Electronic Wallet), by the records behind its postings
// (docs/product.md#wallets): deposits credited in (an operator's approval or the chain's check), package purchases and
// their handling fees out, transfers from other members in, operators' corrections either way, refunds out from their
// verify (pending, then paid; a rejected or cancelled one came back whole, docs/product.md#refunds), and a balance
// under the withdrawal minimum given up when the account closed (docs/decisions/033-closing-an-account.md). So:
//   balance = deposits - purchases - fees + transfers received + corrections - refunds paid - refunds pending
//             - given up.
// /assets shows these figures; ledger:check holds every member's postings to the same sum.

/** The columns of depositWalletMovesLateral, micro-USDT as bigint. */
export const DEPOSIT_WALLET_MOVES = [
  'deposits',
  'purchases',
  'fees',
  'transfers_received',
  'corrections',
  'refunds_paid',
  'refunds_pending',
  'given_up',
] as const;
export type DepositWalletMove = (typeof DEPOSIT_WALLET_MOVES)[number];

/** The member's moves as one row of a lateral subquery named `deposit_moves`, each read by member from its index. */
export function depositWalletMovesLateral(userId: SQL): SQL {
  return sql`lateral (
    select (select coalesce(sum(coalesce(d.credited_micros, d.amount_micros)), 0) from deposits d
            where d.user_id = ${userId} and d.status = 'success')::bigint as deposits,
           o.purchases, o.fees, r.refunds_paid, r.refunds_pending,
           (select coalesce(sum(t.amount_micros), 0) from transfers t
            where t.receiver_id = ${userId} and t.status = 'success')::bigint as transfers_received,
           (select coalesce(sum(b.amount_micros), 0) from balance_adjustments b
            where b.user_id = ${userId} and b.wallet = 'deposit' and b.status = 'posted')::bigint as corrections,
           (select coalesce(sum(g.amount_micros), 0) from given_up_balances g
            where g.user_id = ${userId} and g.wallet = 'deposit')::bigint as given_up
    from (select coalesce(sum(price_micros), 0)::bigint as purchases, coalesce(sum(handling_fee_micros), 0)::bigint as fees
          from orders where user_id = ${userId}) o,
         (select coalesce(sum(amount_micros) filter (where status = 'success'), 0)::bigint as refunds_paid,
                 coalesce(sum(amount_micros) filter (where status = 'pending'), 0)::bigint as refunds_pending
          from withdrawals where user_id = ${userId} and kind = 'refund') r) deposit_moves`;
}

/** The deposit wallet these moves leave, as an SQL expression over `deposit_moves`. */
export const expectedDepositWallet = sql`(deposit_moves.deposits - deposit_moves.purchases - deposit_moves.fees
  + deposit_moves.transfers_received + deposit_moves.corrections - deposit_moves.refunds_paid
  - deposit_moves.refunds_pending - deposit_moves.given_up)`;
