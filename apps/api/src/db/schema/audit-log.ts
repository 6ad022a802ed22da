import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// Every operator action, with who did it and to what.
export const auditLog = pgTable(
  'audit_log',
  {
    id: generatedId(),
    actorId: userRef('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    // The client address of the request that did it; null for command-line tools and jobs.
    ip: text('ip'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
