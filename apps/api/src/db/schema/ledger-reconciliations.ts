import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Each scheduled reconciliation of the ledger (docs/decisions/007-operator-console.md): when it ran, how long it
// took, how many problems it found and the first of them, so the console can say when the books last balanced.
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    problemCount: integer('problem_count').notNull(),
    problems: jsonb('problems').$type<unknown[]>().notNull().default([]),
    // A failed reconciliation freezes payouts until two owners acknowledge it (docs/decisions/011-payout-safety.md,
    // 035-dual-control.md): the first one's acknowledgement is recorded, the second one's lifts the freeze.
    firstAcknowledgedBy: uuid('first_acknowledged_by').references(() => users.id),
    firstAcknowledgedAt: timestamp('first_acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [
    index('ledger_reconciliations_checked_idx').on(table.checkedAt),
    check(
      'ledger_reconciliations_four_eyes',
      sql`${table.acknowledgedBy} is null or ${table.firstAcknowledgedBy} is null or ${table.acknowledgedBy} <> ${table.firstAcknowledgedBy}`,
    ),
  ],
);
