import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // A failed reconciliation freezes payouts until an operator acknowledges it (docs/decisions/011-payout-safety.md).
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [index('ledger_reconciliations_checked_idx').on(table.checkedAt)],
);
