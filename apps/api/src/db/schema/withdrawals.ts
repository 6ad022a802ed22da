import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { orders } from './orders';
import { approvalColumns, rejectionColumns, reviewColumns, userRef } from './user-columns';

// A member's request to be paid out on chain, from the income wallet (`income`), an order's capital (`capital`) or
// the deposit wallet's unspent money (`refund`, docs/product.md#refunds).
// `unverified` rows hold no money: they wait for the e-mailed OTP and expire with it.
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: ['income', 'capital', 'refund'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    address: text('address').notNull(),
    amountMicros: micros('amount_micros').notNull(),
    chargeBasisPoints: integer('charge_bp').notNull(),
    chargeMicros: micros('charge_micros').notNull(),
    netMicros: micros('net_micros').notNull(),
    status: text('status', { enum: ['unverified', 'pending', 'success', 'reject'] })
      .notNull()
      .default('unverified'),
    ...rejectionColumns(),
    payoutTxHash: text('payout_tx_hash'),
    ...reviewColumns(),
    // Four-eyes payouts (docs/decisions/007-operator-console.md): the operator who approved cannot be the one who pays.
    ...approvalColumns(),
    verifiedAt: moment('verified_at'),
    // New-address cool-down (docs/decisions/011-payout-safety.md): a first payout to an address waits until then,
    // and the mailed link that cancels it is kept only as a hash.
    holdUntil: moment('hold_until'),
    cancelTokenHash: text('cancel_token_hash'),
    // Set when the member cancelled it from that link: a rejection without a reviewer, shown as cancelled.
    cancelledAt: moment('cancelled_at'),
    // Taken by the automatic payout engine (docs/decisions/025-automatic-payouts.md): operators may neither pay nor
    // reject it until the payout is confirmed or proven never mined, which clears it.
    payoutQueuedAt: moment('payout_queued_at'),
    // Paid only after a second operator approved it, whatever its amount: a refund, or capital of an order bought
    // within refundLikeDays of the deposits that paid it (docs/decisions/046-no-way-around-the-second-person.md).
    alwaysSecond: boolean('always_second').notNull().default(false),
    // Seeded by the demo (src/seed): its payout hash was made up and is on no chain, so nothing links it to an explorer.
    demo: boolean('demo').notNull().default(false),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('withdrawals_user_created_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    // "Has this member been paid at this address before?" for the cool-down.
    index('withdrawals_paid_address_idx')
      .on(table.userId, sql`lower(${table.address})`)
      .where(sql`${table.status} = 'success'`),
    // An order's capital leaves once: a second verified request for it cannot exist.
    uniqueIndex('withdrawals_one_capital_per_order')
      .on(table.orderId)
      .where(sql`${table.status} in ('pending', 'success')`),
    uniqueIndex('withdrawals_payout_tx_key').on(table.payoutTxHash),
    // What one operator paid alone over a day, across members (payout-safety/operator-alone.ts).
    index('withdrawals_paid_alone_idx')
      .on(table.reviewedBy, table.reviewedAt)
      .where(sql`${table.status} = 'success' and ${table.approvedBy} is null`),
    check('withdrawals_refund_always_second', sql`${table.kind} <> 'refund' or ${table.alwaysSecond}`),
    check('withdrawals_amount_positive', sql`${table.amountMicros} > 0`),
    check('withdrawals_net_adds_up', sql`${table.netMicros} + ${table.chargeMicros} = ${table.amountMicros}`),
    check('withdrawals_net_positive', sql`${table.netMicros} > 0 and ${table.chargeMicros} >= 0`),
    check('withdrawals_capital_has_order', sql`(${table.kind} = 'capital') = (${table.orderId} is not null)`),
    check(
      'withdrawals_four_eyes',
      sql`${table.status} <> 'success' or ${table.approvedBy} is null or ${table.approvedBy} <> ${table.reviewedBy}`,
    ),
    check('withdrawals_status_check', sql`${table.status} in ('unverified', 'pending', 'success', 'reject')`),
    check(
      'withdrawals_cancelled_unreviewed',
      sql`${table.cancelledAt} is null or (${table.status} = 'reject' and ${table.reviewedBy} is null)`,
    ),
  ],
);
export type WithdrawalRecord = typeof withdrawals.$inferSelect;
