import { type ChangeSubject, PENDING_CHANGE_DAYS, ROLES, type SettingChangeRow } from '@app/contract';
import { and, desc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { heldRoleBeforeSql } from '../../core/operator-tenure';
import type { Queryable } from '../../db/client';
import { type SettingChangeRecord, settingChanges, users } from '../../db/schema';
import { countRows, pageWindow } from '../../lib/paging';

// Changes waiting for a second owner (docs/decisions/035-dual-control.md): to the settings that guard money, a
// package's terms, a money role given to an operator. A decision is one conditional UPDATE: pending, not expired, and decided by
// an active owner who was one before it was asked and is not its asker.

const PENDING_MS = PENDING_CHANGE_DAYS * 86_400_000;

const asker = alias(users, 'asker');
const reviewer = alias(users, 'reviewer');
const rowColumns = {
  change: settingChanges,
  asker: { _id: asker.id, fullName: asker.fullName },
  reviewer: { _id: reviewer.id, fullName: reviewer.fullName },
};

export function expiresAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + PENDING_MS);
}

function toRow(row: {
  change: SettingChangeRecord;
  asker: { _id: string; fullName: string };
  reviewer: { _id: string; fullName: string } | null;
}): SettingChangeRow {
  return {
    _id: row.change.id,
    subject: row.change.subject,
    targetId: row.change.targetId,
    patch: row.change.patch as Record<string, unknown>,
    before: row.change.before as Record<string, unknown>,
    status: row.change.status,
    requestedBy: row.asker,
    requestedAt: row.change.requestedAt.toISOString(),
    expiresAt: expiresAt(row.change.requestedAt).toISOString(),
    reviewedBy: row.reviewer,
    reviewedAt: row.change.reviewedAt?.toISOString() ?? null,
    reason: row.change.reason,
  };
}

function rowQuery(db: Queryable) {
  return db
    .select(rowColumns)
    .from(settingChanges)
    .innerJoin(asker, eq(asker.id, settingChanges.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, settingChanges.reviewedBy));
}

export async function insertChange(
  db: Queryable,
  options: {
    subject: ChangeSubject;
    targetId: string | null;
    patch: Record<string, unknown>;
    before: Record<string, unknown>;
    requestedBy: string;
    now: Date;
  },
) {
  const [inserted] = await db
    .insert(settingChanges)
    .values({ ...options, status: 'pending', requestedAt: options.now })
    .returning({ id: settingChanges.id });
  if (!inserted) throw new Error('change not inserted');
  return inserted.id;
}

export async function readChange(db: Queryable, id: string): Promise<SettingChangeRow | undefined> {
  const [row] = await rowQuery(db).where(eq(settingChanges.id, id));
  return row ? toRow(row) : undefined;
}

/** Every pending change asked before `now` less the days a change waits becomes `expired`: nothing of it applies. */
export async function expireStaleChanges(db: Queryable, now: Date) {
  await db
    .update(settingChanges)
    .set({ status: 'expired' })
    .where(
      and(eq(settingChanges.status, 'pending'), lte(settingChanges.requestedAt, new Date(now.getTime() - PENDING_MS))),
    );
}

export async function listChanges(
  db: Queryable,
  options: { status: SettingChangeRecord['status']; subject?: ChangeSubject; page: number },
) {
  const { limit, offset } = pageWindow(options.page);
  const where = and(
    eq(settingChanges.status, options.status),
    options.subject ? eq(settingChanges.subject, options.subject) : undefined,
  );
  const rows = await rowQuery(db)
    .where(where)
    .orderBy(desc(settingChanges.requestedAt), desc(settingChanges.id))
    .limit(limit)
    .offset(offset);
  return { docs: rows.map(toRow), totalDocs: await countRows(db, settingChanges, where) };
}

/** An active owner since before the change was asked: the only one who may decide it. */
function ownerFromBefore(reviewerId: string): SQL {
  return heldRoleBeforeSql(reviewerId, sql`${settingChanges.requestedAt}`, ROLES.owner);
}

/**
 * Decides a pending change, not expired, not asked by `reviewerId`, who is an owner since before it was asked; answers
 * the decided row's record, or nothing when it was not decided (the caller tells why with `whyUndecided`).
 */
export async function markChangeDecided(
  db: Queryable,
  options: { id: string; reviewerId: string; status: 'approved' | 'rejected'; reason: string | null; now: Date },
): Promise<SettingChangeRecord | undefined> {
  const [decided] = await db
    .update(settingChanges)
    .set({ status: options.status, reviewedBy: options.reviewerId, reviewedAt: options.now, reason: options.reason })
    .where(
      and(
        eq(settingChanges.id, options.id),
        eq(settingChanges.status, 'pending'),
        sql`${settingChanges.requestedAt} > ${new Date(options.now.getTime() - PENDING_MS).toISOString()}::timestamptz`,
        ne(settingChanges.requestedBy, options.reviewerId),
        ownerFromBefore(options.reviewerId),
      ),
    )
    .returning();
  return decided;
}

/** Why `markChangeDecided` decided nothing: which refusal the reviewer reads. */
export async function whyUndecided(
  db: Queryable,
  options: { id: string; reviewerId: string; now: Date },
): Promise<'notFound' | 'decided' | 'expired' | 'own' | 'ownerSince'> {
  const [row] = await db
    .select({
      status: settingChanges.status,
      requestedBy: settingChanges.requestedBy,
      requestedAt: settingChanges.requestedAt,
    })
    .from(settingChanges)
    .where(eq(settingChanges.id, options.id));
  if (!row) return 'notFound';
  if (row.status === 'expired') return 'expired';
  if (row.status !== 'pending') return 'decided';
  if (row.requestedAt.getTime() <= options.now.getTime() - PENDING_MS) return 'expired';
  if (row.requestedBy === options.reviewerId) return 'own';
  return 'ownerSince';
}

/** Every operator who can sign in: each is told of a change that waits for a second owner. */
export async function activeOperatorEmails(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'Admin'), sql`${users.blockedAt} is null`));
  return rows.map((row) => row.email);
}
