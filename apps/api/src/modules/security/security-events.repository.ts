import { SECURITY_EVENTS_SHOWN, type SecurityEventKind, type SecurityEventRow } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { isFrozen } from '../../core/member-freeze';
import type { Queryable } from '../../db/client';
import { securityEvents, sessions, users } from '../../db/schema';
import { deviceOf } from '../sessions/device';
import type { SessionClient } from '../sessions/sessions';

// A member's security activity (docs/product.md#security-activity): each sign-in and security change with the device
// and address it came from, newest first.

export async function recordSecurityEvent(
  db: Queryable,
  options: { userId: string; kind: SecurityEventKind; client: SessionClient; now: Date; newDevice?: boolean },
) {
  await db.insert(securityEvents).values({
    userId: options.userId,
    kind: options.kind,
    device: options.client.userAgent ? deviceOf(options.client.userAgent) : null,
    ip: options.client.ip ?? null,
    newDevice: options.newDevice ?? false,
    createdAt: options.now,
  });
}

export async function listSecurityEvents(db: Queryable, userId: string): Promise<SecurityEventRow[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.map((row) => ({
    kind: row.kind,
    at: row.createdAt.toISOString(),
    device: row.device,
    ip: row.ip,
    newDevice: row.newDevice,
  }));
}

/** How many of an account's latest sign-ins a new one is compared with. */
const SIGNINS_COMPARED = 100;

/**
 * The network an address belongs to, as a new-device check compares it: an IPv4 address's /16, an IPv6 address's
 * first three groups (/48); roughly what a provider keeps a home, an office or a phone in while its address changes,
 * so a member is not alerted each time their provider hands them another one.
 */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.split('.').slice(0, 2).join('.');
  return ip.toLowerCase().split(':').slice(0, 3).join(':');
}

/**
 * Whether a sign-in comes from a device (browser and system) and network none of the account's latest sign-ins came
 * from. An account's first sign-in is not new: there is nothing to tell it from, and its owner just signed up.
 */
export async function isNewDevice(db: Queryable, options: { userId: string; client: SessionClient }) {
  const seen = await db
    .select({ userAgent: sessions.userAgent, ip: sessions.ipAddress })
    .from(sessions)
    .where(eq(sessions.userId, options.userId))
    .orderBy(desc(sessions.createdAt))
    .limit(SIGNINS_COMPARED);
  if (seen.length === 0) return false;
  const device = deviceOf(options.client.userAgent ?? null);
  const network = networkOf(options.client.ip);
  return !seen.some((row) => deviceOf(row.userAgent) === device && networkOf(row.ip) === network);
}

/** Whether the member's own freeze holds now (core/member-freeze.ts). */
export async function isMemberFrozen(db: Queryable, options: { userId: string; now: Date }) {
  const [row] = await db
    .select({ frozenAt: users.frozenAt, unfreezeAt: users.unfreezeAt })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  return row ? isFrozen(row, options.now) : false;
}
