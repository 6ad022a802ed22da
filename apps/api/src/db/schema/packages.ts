import type { PackageTranslation, TranslatedLocale } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';

export type PackageTranslations = Partial<Record<TranslatedLocale, PackageTranslation & { changedAt: string }>>;

// Investment packages (docs/product.md#packages). Price in micro-USDT; daily yield in basis points (50 = 0.50 %).
export const packages = pgTable(
  'packages',
  {
    id: generatedId(),
    title: text('title').notNull().unique(),
    description: text('description').notNull().default(''),
    /** The name and description in Spanish and Hindi, each with when it was written (docs/product.md#packages). */
    translations: jsonb('translations').$type<PackageTranslations>().notNull().default({}),
    /** When the English name or description last changed: a language written before it is behind. */
    textsChangedAt: moment('texts_changed_at').notNull().defaultNow(),
    // `draft`: prepared, not on sale until a second owner approves its terms (docs/decisions/035-dual-control.md).
    status: text('status', { enum: ['draft', 'active', 'inactive'] })
      .notNull()
      .default('active'),
    priceMicros: micros('price_micros').notNull(),
    dailyYieldBasisPoints: integer('daily_yield_bp').notNull(),
    maturityDays: integer('maturity_days').notNull(),
    /** The /stake tab that lists it (docs/product.md#packages). */
    category: text('category', { enum: ['package', 'exclusive', 'collection', 'player-cards'] })
      .notNull()
      .default('package'),
    /** Set: the member chooses the amount, from priceMicros up to this; null: the price is fixed. */
    maxPriceMicros: micros('max_price_micros'),
    /** Charged on top of the amount at purchase, to the platform (0: none). */
    handlingFeeBasisPoints: integer('handling_fee_bp').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('packages_price_positive', sql`${table.priceMicros} > 0`),
    check('packages_yield_range', sql`${table.dailyYieldBasisPoints} between 1 and 10000`),
    check('packages_maturity_positive', sql`${table.maturityDays} > 0`),
    check('packages_category_check', sql`${table.category} in ('package', 'exclusive', 'collection', 'player-cards')`),
    check(
      'packages_price_range',
      sql`${table.maxPriceMicros} is null or ${table.maxPriceMicros} > ${table.priceMicros}`,
    ),
    check('packages_handling_fee_range', sql`${table.handlingFeeBasisPoints} between 0 and 10000`),
  ],
);
