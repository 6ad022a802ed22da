import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUndefinedTable } from '../db/errors';
import { appSecretFingerprint } from '../db/schema';
import { type Config, ConfigError } from './env';

// Every server on one database must seal, key and sign with the same APP_SECRET: a code mailed by one replica, a
// two-factor secret sealed by another, must open on whichever answers next (docs/operations.md#replicas). The
// database keeps a fingerprint of it (an HMAC, which gives the secret away no more than the seals do).

export function fingerprintOf(secret: string): string {
  return createHmac('sha256', secret).update('app-secret-fingerprint:v1').digest('hex');
}

export type SecretCheck = 'recorded' | 'same' | 'rotated' | 'not-recorded-yet';

/**
 * Refuses to start a server whose APP_SECRET is not the one recorded. A server started with the recorded secret
 * as APP_SECRET_PREVIOUS is a rotation (docs/decisions/012-two-factor.md): it records the new one, and from then
 * on a server still holding only the old one is refused. On a read-only database (`write: false`) nothing is
 * recorded: the check runs again, writing, once the server reaches the primary.
 */
export async function checkAppSecret(
  db: Db,
  config: Pick<Config, 'APP_SECRET' | 'APP_SECRET_PREVIOUS'>,
  options: { write: boolean },
): Promise<SecretCheck> {
  const current = fingerprintOf(config.APP_SECRET);
  let recorded: string | undefined;
  try {
    recorded = await recordedFingerprint(db);
  } catch (error) {
    // A standby of a database the previous release migrated: the table comes with this release's migration.
    if (options.write || !isUndefinedTable(error)) throw error;
    return 'not-recorded-yet';
  }
  if (recorded === undefined) {
    if (!options.write) return 'not-recorded-yet';
    // Two servers starting at once on an empty database: the second finds the first's row and is judged by it.
    await db.insert(appSecretFingerprint).values({ fingerprint: current }).onConflictDoNothing();
    recorded = await recordedFingerprint(db);
    if (recorded === current) return 'recorded';
  }
  return checkRow(db, config, current, recorded ?? '', options);
}

async function recordedFingerprint(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(appSecretFingerprint).where(eq(appSecretFingerprint.only, true));
  return row?.fingerprint;
}

async function checkRow(
  db: Db,
  config: Pick<Config, 'APP_SECRET' | 'APP_SECRET_PREVIOUS'>,
  current: string,
  recorded: string,
  options: { write: boolean },
): Promise<SecretCheck> {
  if (recorded === current) return 'same';
  const previous = config.APP_SECRET_PREVIOUS ? fingerprintOf(config.APP_SECRET_PREVIOUS) : null;
  if (previous === recorded) {
    if (options.write) {
      await db
        .update(appSecretFingerprint)
        .set({ fingerprint: current, updatedAt: new Date() })
        .where(eq(appSecretFingerprint.only, true));
    }
    return 'rotated';
  }
  throw new ConfigError(
    'APP_SECRET is not the secret the other servers on this database use: codes, sealed two-factor secrets and ' +
      'recovery codes made by one would not open on the other. Start every server with the same APP_SECRET ' +
      '(to rotate it, give the new one as APP_SECRET and the old one as APP_SECRET_PREVIOUS).',
  );
}
