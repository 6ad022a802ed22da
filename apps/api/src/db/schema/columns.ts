import { bigint, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns every table writes the same way. Not tables: index.ts does not export them.

/** A row's own id, drawn by the database. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** A point in time, with its zone, so every replica and every reader reads the same instant. */
export const moment = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });

/** An amount of money in micro-USDT, read as a bigint (docs/decisions/003-money-and-ledger.md). */
export const micros = <Name extends string>(name: Name) => bigint(name, { mode: 'bigint' });

/** Raw bytes (an uploaded document's parts), kept in the database with the row they belong to. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A one-time link's life: until when it works, when it was used (null until then), and when it was issued. */
export const oneTimeLinkColumns = () => ({
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: moment('created_at').notNull(),
});
