import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

// Fixed-window counters, one row per key, so every API replica shares them.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  hits: integer('hits').notNull(),
});
