import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { countRows, pageWindow } from '../../lib/paging';

// The audit log as the console reads it: newest first, by action, operator, record and platform days.

type AuditRecord = typeof auditLog.$inferSelect;

type Person = { fullName: string; email: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a row's details hold at their top level (approvedBy, requestedBy, senderId...). */
function idsIn(details: Record<string, unknown>): string[] {
  return Object.values(details).filter((value): value is string => typeof value === 'string' && UUID.test(value));
}

function toAuditRow(
  row: { entry: AuditRecord; operator: { _id: string; fullName: string; email: string } | null },
  known: Map<string, Person>,
) {
  const details = row.entry.details;
  const people: Record<string, Person> = {};
  for (const id of idsIn(details)) {
    const person = known.get(id);
    if (person) people[id] = person;
  }
  return {
    _id: row.entry.id,
    action: row.entry.action,
    operator: row.operator,
    targetType: row.entry.targetType,
    targetId: row.entry.targetId,
    details,
    people,
    ip: row.entry.ip,
    createdAt: row.entry.createdAt.toISOString(),
  };
}

export interface AuditFilters {
  action?: string;
  operator?: string;
  record?: string;
  /** Platform days, YYYY-MM-DD, both included, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
  page: number;
}

/** `action` and `record` match exactly; `operator` is the actor's id. An actor no longer known reads as null. */
export async function listAudit(db: Queryable, options: AuditFilters) {
  const where = and(
    options.action ? eq(auditLog.action, options.action) : undefined,
    options.operator ? eq(auditLog.actorId, options.operator) : undefined,
    options.record ? eq(auditLog.targetId, options.record) : undefined,
    options.from
      ? sql`${auditLog.createdAt} >= (${options.from}::date)::timestamp at time zone ${options.timeZone}`
      : undefined,
    options.to
      ? sql`${auditLog.createdAt} < (${options.to}::date + 1)::timestamp at time zone ${options.timeZone}`
      : undefined,
  );
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select({ entry: auditLog, operator: { _id: users.id, fullName: users.fullName, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const ids = [...new Set(rows.flatMap((row) => idsIn(row.entry.details)))];
  const named = ids.length
    ? await db
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const known = new Map(named.map((person) => [person.id, { fullName: person.fullName, email: person.email }]));
  return { docs: rows.map((row) => toAuditRow(row, known)), totalDocs: await countRows(db, auditLog, where) };
}
