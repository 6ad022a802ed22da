import { type PackageTranslation, TRANSLATED_LOCALES } from '@app/contract';
import type { PackageTranslations } from '../../db/schema/packages';
import type { PackageRecord } from './packages.repository';

type Translations = Partial<Record<'es' | 'hi', PackageTranslation | null | undefined>>;

/**
 * The text columns an edit writes (docs/product.md#packages): the English name and description, each language's texts
 * dated when they changed, and when English changed. A text sent unchanged keeps its date, so a language edited only
 * before English stays behind however often the form is saved.
 */
export function packageTextColumns(options: {
  body: { title?: string; description?: string; translations?: Translations };
  before: Pick<PackageRecord, 'title' | 'description' | 'translations'> | null;
  now: Date;
}): Partial<Pick<PackageRecord, 'title' | 'description' | 'translations' | 'textsChangedAt'>> {
  const { body, before, now } = options;
  const columns: ReturnType<typeof packageTextColumns> = {};
  if (body.title !== undefined && body.title !== before?.title) columns.title = body.title;
  if (body.description !== undefined && body.description !== before?.description) {
    columns.description = body.description;
  }
  if (columns.title !== undefined || columns.description !== undefined) columns.textsChangedAt = now;
  if (body.translations) {
    const translations: PackageTranslations = { ...before?.translations };
    let changed = false;
    for (const locale of TRANSLATED_LOCALES) {
      const sent = body.translations[locale];
      const kept = translations[locale];
      if (sent === undefined) continue;
      if (sent === null) {
        if (kept) delete translations[locale];
        changed ||= kept !== undefined;
        continue;
      }
      if (kept && kept.title === sent.title && kept.description === sent.description) continue;
      translations[locale] = { title: sent.title, description: sent.description, changedAt: now.toISOString() };
      changed = true;
    }
    if (changed) columns.translations = translations;
  }
  return columns;
}
