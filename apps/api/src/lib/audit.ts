import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';
import { currentRequestAddress } from '../plugins/request-address';

export async function writeAudit(
  db: Queryable,
  entry: {
    actorId: string;
    action: string;
    targetType: string;
    targetId: string;
    details?: Record<string, unknown>;
    now: Date;
  },
) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    ip: currentRequestAddress(),
    createdAt: entry.now,
  });
}
