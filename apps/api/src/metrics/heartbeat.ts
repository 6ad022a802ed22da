import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { asc, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client';
import { serverHeartbeats } from '../db/schema';

// Each API process says it is alive every few seconds in server_heartbeats, so the console's System page lists the
// replicas the whole cluster has, whichever of them answers (docs/operations.md#metrics).

const HEARTBEAT_MS = 10_000;
/** A replica gone for a day is forgotten: long enough for the page to show it missing, short enough to stay tidy. */
const FORGET_AFTER_MS = 24 * 3600_000;

export type HeartbeatRow = typeof serverHeartbeats.$inferSelect;
export type Heartbeat = Omit<HeartbeatRow, 'lastSeenAt'>;

export async function writeHeartbeat(db: Queryable, beat: Heartbeat, now: Date) {
  await db
    .insert(serverHeartbeats)
    .values({ ...beat, lastSeenAt: now })
    .onConflictDoUpdate({
      target: serverHeartbeats.instanceId,
      set: { host: beat.host, pid: beat.pid, version: beat.version, startedAt: beat.startedAt, lastSeenAt: now },
    });
  await db.delete(serverHeartbeats).where(lt(serverHeartbeats.lastSeenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}

export function listHeartbeats(db: Queryable): Promise<HeartbeatRow[]> {
  return db.select().from(serverHeartbeats).orderBy(asc(serverHeartbeats.instanceId));
}

/**
 * A fingerprint of the code this process runs (its entry file: the whole bundled server in production), so replicas
 * of one release show the same one and a rolling upgrade shows two.
 */
function buildFingerprint(): string {
  try {
    const entry = process.argv[1];
    if (!entry) return 'unknown';
    return createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 12);
  } catch {
    return 'unknown';
  }
}

/**
 * One row per host and port, so a replica restarted by systemd takes its own row back instead of leaving a dead
 * one. A write that fails (the database away, or read-only) is said once, and again only after one succeeded.
 */
export function startHeartbeat(options: { db: Queryable; port: number; clock: () => Date; log: FastifyBaseLogger }): {
  stop(): void;
} {
  const beat: Heartbeat = {
    instanceId: `${hostname()}:${options.port}`,
    host: hostname(),
    pid: process.pid,
    version: buildFingerprint(),
    startedAt: options.clock(),
  };
  let failing = false;
  const write = () =>
    writeHeartbeat(options.db, beat, options.clock()).then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        if (!failing) options.log.warn({ err: error }, 'heartbeat not written; the System page will miss this replica');
        failing = true;
      },
    );
  void write();
  const timer = setInterval(() => void write(), HEARTBEAT_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
