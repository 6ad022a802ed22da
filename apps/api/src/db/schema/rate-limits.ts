import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters, one row per key, so every API replica shares them.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
