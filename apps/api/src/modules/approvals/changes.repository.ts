import type { SettingChangeRow } from '@app/contract';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { type SettingChangeRecord, settingChanges, users } from '../../db/schema';
import { pageWindow } from '../../lib/paging';

// Changes to the settings that guard money, waiting for a second owner (docs/decisions/020-operator-roles.md). A
// decision is one conditional UPDATE: pending, and decided by someone other than the asker.

const asker = alias(users, 'asker');
const reviewer = alias(users, 'reviewer');
const rowColumns = {
  change: settingChanges,
  asker: { _id: asker.id, fullName: asker.fullName },
  reviewer: { _id: reviewer.id, fullName: reviewer.fullName },
};

function toRow(row: {
  change: SettingChangeRecord;
  asker: { _id: string; fullName: string };
  reviewer: { _id: string; fullName: string } | null;
}): SettingChangeRow {
  return {
    _id: row.change.id,
    patch: row.change.patch as Record<string, unknown>,
    before: row.change.before as Record<string, unknown>,
    status: row.change.status,
    requestedBy: row.asker,
    requestedAt: row.change.requestedAt.toISOString(),
    reviewedBy: row.reviewer,
    reviewedAt: row.change.reviewedAt?.toISOString() ?? null,
  };
}

function rowQuery(db: Queryable) {
  return db
    .select(rowColumns)
    .from(settingChanges)
    .innerJoin(asker, eq(asker.id, settingChanges.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, settingChanges.reviewedBy));
}

export async function insertSettingChange(
  db: Queryable,
  options: { patch: Record<string, unknown>; before: Record<string, unknown>; requestedBy: string; now: Date },
) {
  const [inserted] = await db
    .insert(settingChanges)
    .values({ ...options, status: 'pending', requestedAt: options.now })
    .returning({ id: settingChanges.id });
  if (!inserted) throw new Error('setting change not inserted');
  return inserted.id;
}

export async function readSettingChange(db: Queryable, id: string): Promise<SettingChangeRow | undefined> {
  const [row] = await rowQuery(db).where(eq(settingChanges.id, id));
  return row ? toRow(row) : undefined;
}

export async function listSettingChanges(
  db: Queryable,
  options: { status: SettingChangeRecord['status']; page: number },
) {
  const { limit, offset } = pageWindow(options.page);
  const where = eq(settingChanges.status, options.status);
  const rows = await rowQuery(db)
    .where(where)
    .orderBy(desc(settingChanges.requestedAt), desc(settingChanges.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(settingChanges).where(where);
  return { docs: rows.map(toRow), totalDocs: total?.total ?? 0 };
}

/** Decides a pending change not asked for by `reviewerId`; answers nothing otherwise. */
export async function markSettingChangeDecided(
  db: Queryable,
  options: { id: string; reviewerId: string; status: 'approved' | 'rejected'; now: Date },
) {
  const [decided] = await db
    .update(settingChanges)
    .set({ status: options.status, reviewedBy: options.reviewerId, reviewedAt: options.now })
    .where(
      and(
        eq(settingChanges.id, options.id),
        eq(settingChanges.status, 'pending'),
        ne(settingChanges.requestedBy, options.reviewerId),
      ),
    )
    .returning({ patch: settingChanges.patch });
  return decided ? (decided.patch as Record<string, unknown>) : undefined;
}

/** Every operator who can sign in: each is told of a change to the settings that guard money. */
export async function activeOperatorEmails(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'Admin'), sql`${users.blockedAt} is null`));
  return rows.map((row) => row.email);
}
