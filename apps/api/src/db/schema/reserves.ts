import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { userRef } from './user-columns';

// Proof of reserves (docs/decisions/010-proof-of-reserves.md): one row per snapshot of every member's liability,
// with the reserve read at the same time and the root of the Merkle sum tree built over the members' leaves.
export const reserveSnapshots = pgTable(
  'reserve_snapshots',
  {
    id: generatedId(),
    // The platform day the snapshot belongs to; the scheduled job takes at most one per day.
    day: date('day', { mode: 'string' }).notNull(),
    trigger: text('trigger', { enum: ['schedule', 'operator'] }).notNull(),
    takenAt: moment('taken_at').notNull(),
    liabilitiesMicros: micros('liabilities_micros').notNull(),
    reservesMicros: micros('reserves_micros').notNull(),
    reserveMode: text('reserve_mode', { enum: ['chain', 'manual'] }).notNull(),
    // Where the reserve figure came from: the address read on chain, or the operator's declared source.
    reserveSource: text('reserve_source').notNull(),
    // A chain read's block, the address whose USDT it read and how many member deposit addresses it added: what makes
    // the figure verifiable by anyone. Null (0) for a declared figure.
    reserveBlock: bigint('reserve_block', { mode: 'number' }),
    reserveAddress: text('reserve_address'),
    reserveMemberAddresses: integer('reserve_member_addresses').notNull().default(0),
    rootHash: text('root_hash').notNull(),
    leafCount: integer('leaf_count').notNull(),
    createdBy: userRef('created_by'),
  },
  (table) => [
    uniqueIndex('reserve_snapshots_one_scheduled_per_day').on(table.day).where(sql`${table.trigger} = 'schedule'`),
    index('reserve_snapshots_taken_idx').on(table.takenAt.desc()),
  ],
);

/** The snapshot a leaf or a node belongs to: they go with it. */
const snapshotRef = () =>
  uuid('snapshot_id')
    .notNull()
    .references(() => reserveSnapshots.id, { onDelete: 'cascade' });

// A member's leaf in one snapshot: the salt that hides the member's id in the leaf hash, and the balance included.
export const reserveLeaves = pgTable(
  'reserve_leaves',
  {
    snapshotId: snapshotRef(),
    userId: userRef('user_id').notNull(),
    position: integer('position').notNull(),
    salt: text('salt').notNull(),
    balanceMicros: micros('balance_micros').notNull(),
  },
  (table) => [primaryKey({ columns: [table.snapshotId, table.userId] })],
);

// Every node of a snapshot's tree (level 0 = the leaves), so a member's proof is a few key look-ups.
export const reserveNodes = pgTable(
  'reserve_nodes',
  {
    snapshotId: snapshotRef(),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    sumMicros: micros('sum_micros').notNull(),
  },
  (table) => [primaryKey({ columns: [table.snapshotId, table.level, table.position] })],
);
