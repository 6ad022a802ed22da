import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

// One row: a fingerprint of the APP_SECRET every server on this database seals and keys with (config/app-secret.ts).
export const appSecretFingerprint = pgTable(
  'app_secret_fingerprint',
  {
    only: boolean('only').primaryKey().default(true),
    fingerprint: text('fingerprint').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [check('app_secret_fingerprint_one_row', sql`${table.only}`)],
);
