import type { Queryable } from '../db/client';
import { settings } from '../db/schema';

export async function listSettingRows(db: Queryable) {
  return db.select().from(settings);
}
