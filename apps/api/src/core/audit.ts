import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Who acts and from where, as a service that audits takes them from its route (plugins/auth.ts `requireActor`):
 * passed down, not kept per request, which would slow every await (docs/decisions/024-read-figures.md).
 */
export interface Actor {
  actorId: string;
  /** The request's address as Fastify resolved it under TRUST_PROXY; null for a job or a command-line tool. */
  ip: string | null;
}

export interface AuditEntry {
  /** Null for the system: a background job acting on its own, e.g. the deposit watcher's credits. */
  actorId: string | null;
  /** Where the action came from: null outside a request. Required, so no writer leaves it out. */
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  now: Date;
}

export async function writeAudit(db: Queryable, entry: AuditEntry) {
  await db.execute(auditInsert(entry));
}

/**
 * The audit row's insert, for a caller that writes it inside a statement of its own (a CTE beside a ledger entry, so
 * the operator's action and its money are one round trip). `onlyIf`: a condition of that statement (the action's row
 * was claimed), for a statement with no transaction to roll the row back.
 */
export function auditInsert(entry: AuditEntry, options: { onlyIf?: SQL } = {}): SQL {
  return sql`insert into audit_log (actor_id, action, target_type, target_id, details, ip, created_at)
    select ${entry.actorId}::uuid, ${entry.action}, ${entry.targetType}, ${entry.targetId},
           ${JSON.stringify(entry.details ?? {})}::jsonb, ${entry.ip},
           ${entry.now.toISOString()}::timestamptz
    ${options.onlyIf ? sql`where ${options.onlyIf}` : sql``}`;
}
