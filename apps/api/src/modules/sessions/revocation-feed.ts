import { PGlite } from '@electric-sql/pglite';
import { asc, gt, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SessionCache } from '../../core/session-cache';
import type { Db, Queryable } from '../../db/client';
import { sessionRevocations } from '../../db/schema';

/** PostgreSQL's channel for ended sessions; the payload is the account's id. */
export const REVOCATION_CHANNEL = 'session_revoked';
/** The longest a lost notification leaves a revoked session usable on another process (decision 013). */
export const REVOCATION_POLL_MS = 2_000;
const POLL_BATCH = 500;
const RECONNECT_MS = 1_000;

/**
 * Tells every process that the account's sessions ended: a feed row, read by each process's poll, and a NOTIFY,
 * delivered when the caller's transaction commits (so never for a change that rolled back).
 */
export async function announceRevocation(db: Queryable, userId: string) {
  await db.insert(sessionRevocations).values({ userId });
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${userId})`);
}

export async function purgeOldRevocations(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const purged = await db
    .delete(sessionRevocations)
    .where(lt(sessionRevocations.createdAt, dayAgo))
    .returning({ id: sessionRevocations.id });
  return purged.length;
}

export interface RevocationFeed {
  stop(): Promise<void>;
}

/**
 * Keeps the cache honest: drops an account's sessions on its notification, and polls the feed every
 * REVOCATION_POLL_MS for rows it has not seen (a notification is lost when the listening connection drops). When
 * it cannot tell what it missed (the poll fails, the listener reconnects, the feed ran ahead by a whole batch)
 * it forgets every session it held: each costs one lookup again.
 */
export async function startRevocationFeed(
  db: Db,
  cache: SessionCache,
  pollMs = REVOCATION_POLL_MS,
): Promise<RevocationFeed> {
  // Unknown when the database did not answer at start: the first poll that does reads it and starts the cache over.
  let lastId: bigint | null = await latestRevocationId(db).catch(() => null);
  let stopped = false;
  let polling = false;

  const poll = async () => {
    if (polling || stopped) return;
    polling = true;
    try {
      if (lastId === null) {
        lastId = await latestRevocationId(db);
        cache.clear();
      }
      const rows = await db
        .select({ id: sessionRevocations.id, userId: sessionRevocations.userId })
        .from(sessionRevocations)
        .where(gt(sessionRevocations.id, lastId))
        .orderBy(asc(sessionRevocations.id))
        .limit(POLL_BATCH);
      for (const row of rows) cache.dropUser(row.userId);
      if (rows.length === POLL_BATCH) cache.clear();
      const last = rows.at(-1);
      if (last) lastId = last.id;
    } catch {
      cache.clear();
    } finally {
      polling = false;
    }
  };
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();

  const listener = await listen(
    db,
    (userId) => cache.dropUser(userId),
    () => cache.clear(),
  );
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener.stop();
    },
  };
}

async function latestRevocationId(db: Db): Promise<bigint> {
  const [row] = await db.select({ max: sql<string | null>`max(${sessionRevocations.id})` }).from(sessionRevocations);
  return BigInt(row?.max ?? 0);
}

/** LISTEN on the embedded database, or on a connection of its own to PostgreSQL that reconnects when it drops. */
async function listen(db: Db, onPayload: (payload: string) => void, onGap: () => void): Promise<RevocationFeed> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(REVOCATION_CHANNEL, onPayload);
    return { stop: () => unlisten() };
  }
  if (!(client instanceof pg.Pool)) return { stop: async () => {} };
  return listenOnPostgres(client, onPayload, onGap);
}

function listenOnPostgres(pool: pg.Pool, onPayload: (payload: string) => void, onGap: () => void): RevocationFeed {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client(pool.options);
    current = client;
    const reconnect = () => {
      if (current !== client || stopped) return;
      current = null;
      onGap();
      void client.end().catch(() => {});
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (message.channel === REVOCATION_CHANNEL && message.payload) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${REVOCATION_CHANNEL}`);
      // Whatever ended while this connection was down was missed: the poll catches up, the cache starts over.
      onGap();
    } catch {
      reconnect();
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
