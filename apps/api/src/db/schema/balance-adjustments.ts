import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { dualControlColumns, userRef } from './user-columns';

// An operator's credit or debit of one member wallet (docs/decisions/007-operator-console.md). A credit above
// payoutApprovalAbove waits `pending` for a second operator; everything else is `posted` at once. A `posted` row has
// exactly one ledger entry, keyed `adjustment:<id>`; `pending` and `rejected` rows have none.
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    wallet: text('wallet', { enum: ['deposit', 'income'] }).notNull(),
    kind: text('kind', { enum: ['correction', 'bonus'] }).notNull(),
    /** Signed: a credit is positive, a debit negative. */
    amountMicros: micros('amount_micros').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'posted', 'rejected'] }).notNull(),
    // reviewedBy: the second operator who approved or rejected a pending one; null for one posted at once.
    ...dualControlColumns(),
    postedAt: moment('posted_at'),
    /** The platform day it was credited on (the `timezone` setting), for the member's bonus list. */
    postedDay: text('posted_day'),
  },
  (table) => [
    index('balance_adjustments_status_idx').on(table.status, table.requestedAt),
    index('balance_adjustments_user_idx').on(table.userId, table.requestedAt),
    index('balance_adjustments_requester_idx').on(table.requestedBy, table.requestedAt),
    // The member's bonus list, newest first, from its index.
    index('balance_adjustments_bonus_idx')
      .on(table.userId, table.postedAt, table.id)
      .where(sql`${table.kind} = 'bonus' and ${table.status} = 'posted'`),
    check('balance_adjustments_amount_nonzero', sql`${table.amountMicros} <> 0`),
    check('balance_adjustments_status_check', sql`${table.status} in ('pending', 'posted', 'rejected')`),
    check('balance_adjustments_kind_check', sql`${table.kind} in ('correction', 'bonus')`),
    check(
      'balance_adjustments_bonus_is_income_credit',
      sql`${table.kind} <> 'bonus' or (${table.wallet} = 'income' and ${table.amountMicros} > 0)`,
    ),
    check(
      'balance_adjustments_posted_has_day',
      sql`(${table.status} = 'posted') = (${table.postedAt} is not null and ${table.postedDay} is not null)`,
    ),
    // Four eyes: whoever reviews a request cannot be whoever made it, whatever code writes the row.
    check(
      'balance_adjustments_four_eyes',
      sql`${table.reviewedBy} is null or ${table.reviewedBy} <> ${table.requestedBy}`,
    ),
  ],
);
export type BalanceAdjustmentRecord = typeof balanceAdjustments.$inferSelect;
