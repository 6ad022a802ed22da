import { securityHoldMessage } from '@app/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { addSeconds } from '../lib/clock';

// After a change of the password or the second factor, no money leaves the member for securityChangeHoldHours
// (docs/decisions/046-no-way-around-the-second-person.md): whoever made the change with a stolen session cannot turn
// it into a withdrawal or a transfer before the member, alerted by mail, can answer. One rule, in TypeScript for
// rows already read and in SQL for the statements that must see a change committed since their read.

export interface SecurityChange {
  securityChangedAt: Date | null;
}

/** When money may leave again, or null when no hold runs at `now`. */
export function securityHoldUntil(member: SecurityChange, hours: number, now: Date): Date | null {
  if (!member.securityChangedAt || hours <= 0) return null;
  const until = addSeconds(member.securityChangedAt, hours * 3600);
  return until.getTime() > now.getTime() ? until : null;
}

export function assertNoSecurityHold(member: SecurityChange, hours: number, now: Date) {
  const until = securityHoldUntil(member, hours, now);
  if (until) throw new AppError('FROZEN', securityHoldMessage(until.toISOString()));
}

/** True while the hold runs, on the `users` row `alias` names. */
export function securityHoldSql(alias: string, hours: number, now: Date): SQL {
  const since = addSeconds(now, -hours * 3600).toISOString();
  return sql`coalesce(${sql.raw(alias)}.security_changed_at > ${since}::timestamptz, false)`;
}

/** Inside the transaction of a change of the password or the second factor: the hold starts now. */
export async function markSecurityChanged(db: Queryable, options: { userId: string; now: Date }) {
  await db.update(users).set({ securityChangedAt: options.now }).where(eq(users.id, options.userId));
}
