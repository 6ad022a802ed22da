import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// Each scheduled reconciliation of the ledger (docs/decisions/007-operator-console.md): when it ran, how long it
// took, how many problems it found and the first of them, so the console can say when the books last balanced.
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: generatedId(),
    checkedAt: moment('checked_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    problemCount: integer('problem_count').notNull(),
    problems: jsonb('problems').$type<unknown[]>().notNull().default([]),
    // A failed reconciliation freezes payouts until two owners acknowledge it (docs/decisions/011-payout-safety.md,
    // 035-dual-control.md): the first one's acknowledgement is recorded, the second one's lifts the freeze.
    firstAcknowledgedBy: userRef('first_acknowledged_by'),
    firstAcknowledgedAt: moment('first_acknowledged_at'),
    acknowledgedBy: userRef('acknowledged_by'),
    acknowledgedAt: moment('acknowledged_at'),
  },
  (table) => [
    index('ledger_reconciliations_checked_idx').on(table.checkedAt),
    check(
      'ledger_reconciliations_four_eyes',
      sql`${table.acknowledgedBy} is null or ${table.firstAcknowledgedBy} is null or ${table.acknowledgedBy} <> ${table.firstAcknowledgedBy}`,
    ),
  ],
);
