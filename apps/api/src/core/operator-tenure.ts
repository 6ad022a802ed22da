import { type OperatorRole, ROLES } from '@app/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

// Who may decide a request that waits for a second person (docs/decisions/046-no-way-around-the-second-person.md):
// an active operator who has held a role allowed to decide it since before the request was made. A role given after
// the request, even by the book, cannot decide it: one owner cannot make the second pair of eyes on their own request.
// One rule, in TypeScript for what the console shows on a row already read and in SQL for the statement that decides.

/** The operator's role and since when, for the console's rows; null for an unknown id. */
export async function tenureOf(db: Queryable, actorId: string): Promise<Tenure | null> {
  const [row] = await db
    .select({ role: users.operatorRole, since: users.roleSince, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, actorId));
  if (!row?.role || row.blockedAt) return null;
  return { role: row.role, since: row.since };
}

export interface Tenure {
  role: OperatorRole;
  since: Date | null;
}

/** Whether `tenure` may decide a request made at `requestedAt`. */
export function heldRoleBefore(
  tenure: Tenure | null,
  requestedAt: Date,
  roles: readonly OperatorRole[] = ROLES.money,
): boolean {
  if (!tenure?.since || !roles.includes(tenure.role)) return false;
  return tenure.since.getTime() < requestedAt.getTime();
}

/** The same rule inside a statement: `requestedAt` is the request's column or value as SQL. */
export function heldRoleBeforeSql(
  actorId: string,
  requestedAt: SQL,
  roles: readonly OperatorRole[] = ROLES.money,
): SQL {
  const allowed = sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`exists (select 1 from users decider where decider.id = ${actorId}::uuid and decider.blocked_at is null
    and decider.operator_role in (${allowed}) and decider.role_since < ${requestedAt})`;
}
