import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { FILE_PART_BYTES, readParts } from '../../db/byte-parts';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { type DataExportRecord, dataExports, kycSubmissions, sessions, transfers, users } from '../../db/schema';

// The data_exports rows (docs/decisions/032-data-export.md), and the reads of a member's own records that no other
// module has a list of (transfers both ways, every session, every identity check).

/** The columns every answer about an export reads: never the file's bytes. */
const stateColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};
export type DataExportState = Pick<DataExportRecord, keyof typeof stateColumns>;

export async function findLatestExport(db: Queryable, userId: string): Promise<DataExportState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/** The member's pending export, if one waits: a new request answers it instead of making another. */
export async function findPendingExport(db: Queryable, userId: string): Promise<DataExportState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1);
  return row;
}

/** When the member asked since `since`, oldest first: the limit counts them, and the oldest says when it frees. */
export async function requestTimesSince(db: Queryable, options: { userId: string; since: Date }): Promise<Date[]> {
  const rows = await db
    .select({ requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, options.userId), gt(dataExports.requestedAt, options.since)))
    .orderBy(dataExports.requestedAt);
  return rows.map((row) => row.requestedAt);
}

/**
 * Locks the member's row for the rest of the transaction: two requests at once are counted one after the other, so
 * neither makes a second pending export nor a fourth of the day.
 */
export async function lockMember(tx: Queryable, userId: string) {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function insertExport(db: Queryable, options: { userId: string; now: Date }): Promise<DataExportState> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId: options.userId, requestedAt: options.now })
    .returning(stateColumns);
  if (!row) throw new Error('data export not stored');
  return row;
}

/**
 * The oldest pending export no other server is building, locked for the caller's transaction (FOR UPDATE SKIP
 * LOCKED), with whom to mail it to: two replicas running the job at once each take a different one, never the same.
 */
export async function claimPendingExport(tx: Queryable) {
  const [row] = await queryRows<{
    id: string;
    user_id: string;
    email: string;
    full_name: string;
    locale: string | null;
  }>(
    tx,
    sql`select d.id, d.user_id, u.email, u.full_name, u.locale
        from data_exports d join users u on u.id = d.user_id
        where d.status = 'pending'
        order by d.requested_at, d.id limit 1
        for update of d skip locked`,
  );
  return row;
}

/**
 * Keeps the file and marks the export ready. The bytes travel as base64 text the database decodes: the embedded
 * database runs in the server's thread and turns a bytea parameter into text byte by byte there, which for a
 * member's ZIP of megabytes held every request for over half a second (test/event-loop-jobs.test.ts). Appending
 * parts instead rewrote the whole growing value with each part, which held longer.
 */
export async function markReady(
  tx: Queryable,
  options: { id: string; tokenHash: string; content: Uint8Array; readyAt: Date; expiresAt: Date },
) {
  const bytes = Buffer.from(options.content.buffer, options.content.byteOffset, options.content.byteLength);
  await tx
    .update(dataExports)
    .set({
      status: 'ready',
      tokenHash: options.tokenHash,
      content: sql`decode(${bytes.toString('base64')}, 'base64')`,
      size: options.content.byteLength,
      readyAt: options.readyAt,
      expiresAt: options.expiresAt,
    })
    .where(eq(dataExports.id, options.id));
}

/** A build or its mail failed: the bytes go, the link never works, and the member may ask again. */
export async function markFailed(db: Queryable, options: { id: string; error: string }) {
  await db
    .update(dataExports)
    .set({ status: 'failed', content: null, tokenHash: null, error: options.error.slice(0, 500) })
    .where(eq(dataExports.id, options.id));
}

/** The export a link names, with the member's UID for the file's name and whether its file is still kept. */
export async function findByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      hasContent: sql<boolean>`${dataExports.content} is not null`,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
      uid: users.referId,
      userId: dataExports.userId,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.tokenHash, tokenHash));
  return row;
}

/**
 * The export's file, read in parts of FILE_PART_BYTES as base64, a statement each with a turn of the loop between
 * (db/byte-parts.ts): read whole, a ZIP of megabytes held the embedded database's thread, and every request, while a
 * member downloaded it. Undefined when it is no longer kept.
 */
export async function readExportContent(db: Queryable, id: string): Promise<Uint8Array | undefined> {
  const content = await readParts(async (part) => {
    const [row] = await queryRows<{ base64: string }>(
      db,
      sql`select encode(substring(content from ${part * FILE_PART_BYTES + 1} for ${FILE_PART_BYTES}), 'base64') as base64
          from data_exports where id = ${id} and octet_length(content) > ${part * FILE_PART_BYTES}`,
    );
    // PostgreSQL wraps base64 text every 76 characters; Buffer's decoder skips the line breaks.
    return row?.base64;
  });
  return content;
}

/** Forgets the bytes of every export whose link has expired; the row stays, `expired`. Answers how many. */
export async function purgeExpiredExports(db: Queryable, now: Date) {
  const purged = await db
    .update(dataExports)
    .set({ status: 'expired', content: null })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return purged.length;
}

/** Every transfer the member sent or received that moved money, oldest first, with the other member's UID and name. */
export async function listMemberTransfers(db: Queryable, userId: string) {
  return queryRows<{
    id: string;
    direction: 'sent' | 'received';
    other_uid: string | null;
    other_name: string;
    amount_micros: string;
    created_at: Date | string;
    verified_at: Date | string | null;
  }>(
    db,
    sql`select t.id, case when t.sender_id = ${userId} then 'sent' else 'received' end as direction,
          o.refer_id as other_uid, o.full_name as other_name, t.amount_micros::text as amount_micros,
          t.created_at, t.verified_at
        from ${transfers} t
        join users o on o.id = case when t.sender_id = ${userId} then t.receiver_id else t.sender_id end
        where (t.sender_id = ${userId} or t.receiver_id = ${userId}) and t.status = 'success'
        order by t.created_at, t.id`,
  );
}

/** Every sign-in of the member, newest first: the device, the address, and when it began and ended. */
export async function listMemberSessions(db: Queryable, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Every identity check the member sent, newest first: what was decided and when, never the document. */
export async function listMemberKycChecks(db: Queryable, userId: string) {
  return db
    .select({
      id: kycSubmissions.id,
      status: kycSubmissions.status,
      documentType: kycSubmissions.documentType,
      reason: kycSubmissions.reason,
      createdAt: kycSubmissions.createdAt,
      reviewedAt: kycSubmissions.reviewedAt,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt));
}

/**
 * Drops every file of the member's exports and ends their links (an account being closed erases its personal data,
 * docs/decisions/032-data-export.md): pending ones are failed, ready ones expired. Answers how many changed.
 */
export async function dropMemberExports(db: Queryable, userId: string) {
  const dropped = await db
    .update(dataExports)
    .set({
      status: sql`case when ${dataExports.status} = 'pending' then 'failed' else 'expired' end`,
      content: null,
    })
    .where(and(eq(dataExports.userId, userId), sql`${dataExports.status} in ('pending', 'ready')`))
    .returning({ id: dataExports.id });
  return dropped.length;
}
