import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { settings } from '../../db/schema';

/** Keys already stored keep their value: an operator's choice outlives a new default. */
export async function insertMissingSettings(db: Queryable, rows: { key: string; value: unknown }[]) {
  await db.insert(settings).values(rows).onConflictDoNothing();
}

export async function upsertSetting(db: Queryable, options: { key: string; value: unknown; now: Date }) {
  await db
    .insert(settings)
    .values({ key: options.key, value: options.value, updatedAt: options.now })
    .onConflictDoUpdate({ target: settings.key, set: { value: options.value, updatedAt: options.now } });
}

/** When a setting was last saved, or first stored with its default; null when it has no row. */
export async function settingSavedAt(db: Queryable, key: string): Promise<Date | null> {
  const [row] = await db.select({ at: settings.updatedAt }).from(settings).where(eq(settings.key, key));
  return row?.at ?? null;
}
