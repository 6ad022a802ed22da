import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { userRef } from './user-columns';

// Double-entry ledger (docs/product.md#ledger). Each account's balance is the sum of its postings; each entry's
// postings sum to zero. Member accounts can never go below zero; platform accounts carry the other side.
export const accounts = pgTable(
  'accounts',
  {
    id: generatedId(),
    ownerId: userRef('owner_id'),
    kind: text('kind').notNull(),
    balanceMicros: micros('balance_micros').notNull().default(sql`0`),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_owner_kind_key').on(table.ownerId, table.kind),
    uniqueIndex('accounts_platform_kind_key').on(table.kind).where(sql`${table.ownerId} is null`),
    check('accounts_member_not_negative', sql`${table.ownerId} is null or ${table.balanceMicros} >= 0`),
  ],
);

export const journalEntries = pgTable('journal_entries', {
  id: generatedId(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: moment('created_at').notNull(),
});

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    amountMicros: micros('amount_micros').notNull(),
  },
  (table) => [
    index('postings_account_idx').on(table.accountId),
    index('postings_entry_idx').on(table.entryId),
    check('postings_amount_not_zero', sql`${table.amountMicros} <> 0`),
  ],
);

// Platform accounts take the other side of nearly every member movement. Moving their balance row inside
// each member's transaction would make every purchase, claim and approval wait on the same row, so a
// posting to a platform account only appends its amount here; a roll-up folds these into the account's
// balance now and then. A platform balance is its cached balance plus what waits here (ledger/platform-balances.ts).
export const platformDeltas = pgTable(
  'platform_deltas',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // No foreign key: its check would lock the platform row in every transaction; the posting beside it
    // carries the reference, and ledger:check proves each delta sits on a platform account.
    accountId: uuid('account_id').notNull(),
    amountMicros: micros('amount_micros').notNull(),
  },
  (table) => [index('platform_deltas_account_idx').on(table.accountId)],
);

// What moved each member's wallets, by figure (ledger/member-figures.ts): kept by the statement that posts the entry,
// so the dashboard reads a member's few rows instead of summing their records (docs/decisions/024-read-figures.md).
export const memberFigures = pgTable(
  'member_figures',
  {
    userId: userRef('user_id').notNull(),
    figure: text('figure').notNull(),
    amountMicros: micros('amount_micros').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.figure] })],
);
