import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { seal, unsealWithAny } from '../../lib/seal';

export interface ResealReport {
  /** Values sealed under APP_SECRET_PREVIOUS, now sealed under APP_SECRET. */
  resealed: number;
  /** Values already under APP_SECRET. */
  current: number;
  /** Values under neither key: the accounts must set two-factor up again (an operator turns it off for them). */
  unreadable: string[];
}

/**
 * After an APP_SECRET rotation: every TOTP secret (on or pending) sealed under the previous key is sealed again under
 * the current one, so APP_SECRET_PREVIOUS can then be removed (docs/decisions/012-two-factor.md). `keys` is the current
 * key first, as `secretKeys` answers. Safe to run again: values already current are left.
 */
export async function resealTwoFactorSecrets(db: Queryable, keys: readonly string[]): Promise<ResealReport> {
  const [currentKey] = keys;
  if (!currentKey) throw new Error('no key to seal with');
  const rows = await db
    .select({ id: users.id, email: users.email, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(isNotNull(users.totpSecret), isNotNull(users.totpPendingSecret)));
  const report: ResealReport = { resealed: 0, current: 0, unreadable: [] };
  for (const row of rows) {
    const changes: { totpSecret?: string; totpPendingSecret?: string } = {};
    try {
      for (const [column, sealed] of [
        ['totpSecret', row.secret],
        ['totpPendingSecret', row.pending],
      ] as const) {
        if (!sealed) continue;
        const opened = unsealWithAny(keys, sealed);
        if (opened.current) report.current += 1;
        else {
          changes[column] = seal(currentKey, opened.plain);
          report.resealed += 1;
        }
      }
    } catch {
      report.unreadable.push(row.email);
      continue;
    }
    if (Object.keys(changes).length === 0) continue;
    // Only if the row still holds what was read: a member setting up anew meanwhile keeps the new secret.
    await db
      .update(users)
      .set(changes)
      .where(
        and(
          eq(users.id, row.id),
          sql`${users.totpSecret} is not distinct from ${row.secret}`,
          sql`${users.totpPendingSecret} is not distinct from ${row.pending}`,
        ),
      );
  }
  return report;
}
