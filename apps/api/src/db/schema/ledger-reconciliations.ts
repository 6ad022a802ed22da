import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('ledger_reconciliations_checked_idx').on(table.checkedAt)],
);
