import {
  type AdminPackageRow,
  type Locale,
  MSG,
  microsToUsdt,
  type PackageCategory,
  type PackageRow,
  TRANSLATED_LOCALES,
} from '@app/contract';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { packages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countRows, pageWindow } from '../../lib/paging';

export type PackageRecord = typeof packages.$inferSelect;

/**
 * A package as `locale` reads it: its name and description in that language when the operator wrote them, English
 * otherwise (docs/product.md#packages).
 */
export function toPackageRow(row: PackageRecord, locale: Locale = 'en'): PackageRow {
  const translated = locale === 'en' ? undefined : row.translations[locale];
  return {
    _id: row.id,
    title: translated?.title ?? row.title,
    description: translated ? translated.description || row.description : row.description,
    status: row.status,
    price: microsToUsdt(row.priceMicros),
    yield: row.dailyYieldBasisPoints / 100,
    maturity: row.maturityDays,
    category: row.category,
    maxPrice: row.maxPriceMicros === null ? null : microsToUsdt(row.maxPriceMicros),
    handlingFee: row.handlingFeeBasisPoints / 100,
  };
}

/** A language is behind English when it has no texts, or wrote them before English last changed. */
export function languagesBehind(row: PackageRecord): AdminPackageRow['behind'] {
  return TRANSLATED_LOCALES.filter((locale) => {
    const translated = row.translations[locale];
    return !translated || new Date(translated.changedAt) < row.textsChangedAt;
  });
}

/** The console's package: the English texts, each language's, and the languages behind. */
export function toAdminPackageRow(row: PackageRecord): AdminPackageRow {
  return {
    ...toPackageRow(row),
    translations: row.translations,
    textsChangedAt: row.textsChangedAt.toISOString(),
    behind: languagesBehind(row),
  };
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every package, cheapest first: the operator's list. */
export async function listAllPackages(db: Queryable) {
  return db.select().from(packages).orderBy(asc(packages.priceMicros), asc(packages.id));
}

/**
 * A page of packages and how many match, in one round trip: the count rides on each row of the page. Only a page
 * past the last has no row to carry it, and asks again.
 */
export async function searchPackages(
  db: Queryable,
  options: { search?: string; id?: string; category?: PackageCategory; page: number; locale?: Locale },
) {
  const locale = options.locale ?? 'en';
  // A reader finds a package by the name they read as well as by its English one.
  const searched = (search: string) =>
    locale === 'en'
      ? ilike(packages.title, likePattern(search))
      : or(
          ilike(packages.title, likePattern(search)),
          sql`${packages.translations} -> ${locale} ->> 'title' ilike ${likePattern(search)}`,
        );
  // A draft waits for a second owner's approval of its terms: no member or visitor sees it (docs/decisions/035-dual-control.md).
  const where = and(
    ne(packages.status, 'draft'),
    options.search ? searched(options.search) : undefined,
    options.id ? eq(packages.id, options.id) : undefined,
    options.category ? eq(packages.category, options.category) : undefined,
  );
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select({ pkg: packages, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(packages)
    .where(where)
    .orderBy(asc(packages.priceMicros), asc(packages.id))
    .limit(limit)
    .offset(offset);
  let totalDocs = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    totalDocs = await countRows(db, packages, where);
  }
  return { docs: rows.map((row) => toPackageRow(row.pkg, locale)), totalDocs };
}

export async function findPackage(db: Queryable, packageId: string) {
  const [row] = await db.select().from(packages).where(eq(packages.id, packageId));
  if (!row) throw new AppError('NOT_FOUND', MSG.packageUnavailable);
  return row;
}

export type NewPackage = typeof packages.$inferInsert;

export async function insertPackage(db: Queryable, values: NewPackage) {
  const [created] = await db.insert(packages).values(values).returning();
  return created;
}

/** Only the given columns change; the caller skips the call when there are none. */
export async function updatePackageColumns(db: Queryable, packageId: string, columns: Partial<NewPackage>) {
  const [updated] = await db.update(packages).set(columns).where(eq(packages.id, packageId)).returning();
  return updated;
}
