import { integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';

// One pending code per (subject, purpose); the code itself is kept only as an HMAC.
export const otps = pgTable(
  'otps',
  {
    id: generatedId(),
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    sentAt: moment('sent_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [unique('otps_subject_purpose_key').on(table.subject, table.purpose)],
);
