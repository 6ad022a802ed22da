import { type OperatorRole, type OperatorRow, type OperatorStatus, ROLE } from '@app/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { operatorInvites, users } from '../../db/schema';
import { countRows, pageWindow } from '../../lib/paging';
import { markAccountBlocked, markAccountUnblocked } from '../users/users.repository';

// The operators' own accounts (docs/decisions/007-operator-console.md). Every statement names the operator role,
// so a member's or a vendor's id reads as not found here.

const isOperator = eq(users.role, ROLE.admin);

/** Invited and not yet through the link: every invitation of the account is unused (none at all: not invited). */
const awaitsPassword = sql<boolean>`coalesce((select bool_and(i.used_at is null) from operator_invites i
  where i.user_id = ${users.id}), false)`;

const rowColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  createdAt: users.createdAt,
  disabledAt: users.blockedAt,
  role: users.operatorRole,
  status: sql<OperatorStatus>`case when ${users.blockedAt} is not null then 'disabled'
    when ${awaitsPassword} then 'invited' else 'active' end`,
};

type OperatorRecord = {
  id: string;
  fullName: string;
  email: string;
  createdAt: Date;
  disabledAt: Date | null;
  role: OperatorRole | null;
};

function toOperatorRow(row: OperatorRecord & { status: OperatorStatus }, selfId: string): OperatorRow {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    // Every operator row has a role (a check in the database); owner is what an operator without one could do.
    role: row.role ?? 'owner',
    isSelf: row.id === selfId,
  };
}

/** Every operator, newest first; `selfId` marks the caller's own row. */
export async function listOperators(db: Queryable, options: { page: number; selfId: string }) {
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(isOperator)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return {
    docs: rows.map((row) => toOperatorRow(row, options.selfId)),
    totalDocs: await countRows(db, users, isOperator),
  };
}

export async function readOperator(db: Queryable, options: { id: string; selfId: string }) {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .where(and(isOperator, eq(users.id, options.id)));
  return row ? toOperatorRow(row, options.selfId) : undefined;
}

/** The new operator and its invitation; a clash on the e-mail surfaces as the unique violation it is. */
export async function insertInvitedOperator(
  db: Queryable,
  options: {
    fullName: string;
    email: string;
    role: OperatorRole;
    passwordHash: string;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      fullName: options.fullName,
      email: options.email,
      passwordHash: options.passwordHash,
      role: ROLE.admin,
      operatorRole: options.role,
      // Only an operator holding its role from before a request may decide it
      // (docs/decisions/046-no-way-around-the-second-person.md).
      roleSince: options.now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('operator not inserted');
  return { userId: user.id, inviteId: await insertInvite(db, { ...options, userId: user.id }) };
}

/**
 * Spends an invitation in one conditional UPDATE: unused, unexpired, of an operator not disabled. Of two racing
 * uses one gets the row; a used, expired, unknown or disabled one answers nothing.
 */
export async function spendInvite(db: Queryable, options: { tokenHash: string; now: Date }) {
  const [invite] = await db
    .update(operatorInvites)
    .set({ usedAt: options.now })
    .from(users)
    .where(
      and(
        eq(operatorInvites.tokenHash, options.tokenHash),
        isNull(operatorInvites.usedAt),
        gt(operatorInvites.expiresAt, options.now),
        eq(users.id, operatorInvites.userId),
        isOperator,
        isNull(users.blockedAt),
      ),
    )
    .returning({ id: operatorInvites.id, userId: operatorInvites.userId });
  return invite;
}

/**
 * Locks every active operator (not disabled, not waiting on an invitation), in id order so two callers never
 * deadlock, and answers them with their roles. A caller waiting on a row another transaction disabled or demoted
 * finds it re-checked when the lock comes. Call it inside the transaction that disables or changes a role.
 */
export async function lockActiveOperators(db: Queryable): Promise<{ id: string; role: OperatorRole }[]> {
  return queryRows<{ id: string; role: OperatorRole }>(
    db,
    sql`select u.id, u.operator_role as role from users u
    where u.role = ${ROLE.admin} and u.blocked_at is null
      and not coalesce((select bool_and(i.used_at is null) from operator_invites i where i.user_id = u.id), false)
    order by u.id
    for update of u`,
  );
}

/** Answers nothing unless the id is an operator's with another role than `role`. */
export async function setOperatorRole(db: Queryable, options: { id: string; role: OperatorRole; now: Date }) {
  const [changed] = await db
    .update(users)
    .set({ operatorRole: options.role, roleSince: options.now })
    .where(and(eq(users.id, options.id), isOperator, sql`${users.operatorRole} <> ${options.role}`))
    .returning({ id: users.id });
  return changed;
}

/** Answers nothing unless the id is an operator's and not disabled yet. */
export function markOperatorDisabled(db: Queryable, options: { id: string; reason: string; now: Date }) {
  return markAccountBlocked(db, { userId: options.id, isKind: isOperator, reason: options.reason, now: options.now });
}

/** Answers nothing unless the id is a disabled operator's. */
export function markOperatorEnabled(db: Queryable, id: string) {
  return markAccountUnblocked(db, { userId: id, isKind: isOperator });
}

/** Whether the id is an operator's, and whether it is disabled. */
export async function findOperatorState(db: Queryable, id: string) {
  const [operator] = await db
    .select({ disabled: sql<boolean>`${users.blockedAt} is not null`, role: users.operatorRole })
    .from(users)
    .where(and(eq(users.id, id), isOperator));
  return operator;
}

/** A new invitation for an operator already invited; the earlier unused ones expire now, so only the newest works. */
export async function replaceInvite(
  db: Queryable,
  options: { userId: string; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
) {
  await db
    .update(operatorInvites)
    .set({ expiresAt: options.now })
    .where(
      and(
        eq(operatorInvites.userId, options.userId),
        isNull(operatorInvites.usedAt),
        gt(operatorInvites.expiresAt, options.now),
      ),
    );
  return insertInvite(db, options);
}

async function insertInvite(
  db: Queryable,
  options: { userId: string; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
) {
  const [invite] = await db
    .insert(operatorInvites)
    .values({
      tokenHash: options.tokenHash,
      userId: options.userId,
      invitedBy: options.invitedBy,
      expiresAt: options.expiresAt,
      createdAt: options.now,
    })
    .returning({ id: operatorInvites.id });
  if (!invite) throw new Error('invitation not inserted');
  return invite.id;
}
