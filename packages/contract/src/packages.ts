import { z } from 'zod';
import { envelope, pageOf } from './envelope';
import { idParam, plainText, requiredText } from './fields';
import { MSG } from './messages';
import { atMostDecimals, usdtAmountField } from './money-fields';
import { settingChangeRow } from './settings';

// Investment packages (docs/product.md#packages) and the orders members hold. Money in USDT, rates in percent.
/** `draft`: prepared and waiting for a second owner's approval of its terms; never on sale or listed to members. */
export const packageStatus = z.enum(['draft', 'active', 'inactive']);
/** The /stake tab a package is listed under; operators set it. */
export const packageCategory = z.enum(['package', 'exclusive', 'collection', 'player-cards']);
export type PackageCategory = z.infer<typeof packageCategory>;

export const packageRow = z.object({
  _id: z.string(),
  /** In the reader's language when the package has it, English otherwise (docs/product.md#packages). */
  title: z.string(),
  description: z.string(),
  status: packageStatus,
  price: z.number(),
  /** Daily yield in percent of the price. */
  yield: z.number(),
  /** Paid days until the order matures. */
  maturity: z.number().int(),
  category: packageCategory,
  /** Set: the member chooses the amount from `price` (the least) up to this; null: the price is fixed. */
  maxPrice: z.number().nullable(),
  /** Charged on top of the amount at purchase, in percent of it (0: none). */
  handlingFee: z.number(),
});
export type PackageRow = z.infer<typeof packageRow>;

const optionalText = plainText(z.string().trim().max(100)).optional();

/** docs/product.md#packages /stake: search, id, location and page (default 1). */
export const packageSearchBody = z.object({
  search: optionalText,
  /** One package by its id: a page of that package alone, or an empty page. */
  id: idParam.optional(),
  location: optionalText,
  /** One /stake tab: the packages of that category. */
  category: packageCategory.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const packageSearchResponse = envelope(pageOf(packageRow));

export const purchaseBody = z.object({
  packageId: z.string({ error: MSG.packageRequired }).uuid({ error: MSG.packageRequired }),
  amount: usdtAmountField,
  payment_mode_name: z.literal('wallet', { error: MSG.paymentModeInvalid }),
});
export type PurchaseBody = z.input<typeof purchaseBody>;

export const orderStatus = z.enum(['active', 'matured', 'withdrawn']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** A member's order: the terms it was bought under and its progress (docs/product.md#packages). */
export const orderRow = z.object({
  _id: z.string(),
  package_id: z.string(),
  /** The package's name in the reader's language when it has one; in English, the name the order was bought under. */
  title: z.string(),
  price: z.number(),
  yield: z.number(),
  maturity: z.number().int(),
  /** Days paid so far. */
  totalDays: z.number().int(),
  status: orderStatus,
  capitalChargePercent: z.number(),
  /** The handling fee paid on top of the price at purchase, in USDT (0: none). */
  handlingFee: z.number(),
  paidToday: z.boolean(),
  lastPaidDay: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const purchaseResponse = envelope(orderRow);
export const ordersResponse = envelope(z.array(orderRow));

export const claimResult = z.object({
  /** What today's claim paid, in USDT. */
  amount: z.number(),
  paidOrders: z.number().int(),
  maturedOrders: z.number().int(),
  day: z.string(),
});
export const claimResponse = envelope(claimResult);

// Operator package management: a change applies to new orders only (orders keep their terms).
// Stored as basis points: a hundredth of a percent is the finest step, and a finer one is refused, not rounded.
const percentField = z
  .number()
  .refine(atMostDecimals(2), { message: 'must have at most 2 decimals' })
  .pipe(z.number().gt(0).max(100));
const feeField = z
  .number()
  .refine(atMostDecimals(2), { message: 'must have at most 2 decimals' })
  .pipe(z.number().min(0).max(100));
/** A range's top; empty (a form's blank field) or null: no range, the price is fixed. */
const maxPriceField = z.preprocess((value) => (value === '' ? null : value), usdtAmountField.nullable());
const descriptionField = plainText(z.string().trim().max(1000, MSG.packageDescriptionTooLong), { multiline: true });
/** A package's name and description in one more language; both are the operator's, the name required. */
export const packageTranslation = z.object({
  title: requiredText(MSG.packageTitleRequired, 80),
  description: descriptionField.default(''),
});
export type PackageTranslation = z.output<typeof packageTranslation>;
/** Per language; null removes that language's texts (its readers read English again). */
const translationsField = z
  .object({ es: packageTranslation.nullable().optional(), hi: packageTranslation.nullable().optional() })
  .strict();
const packageTerms = z.object({
  title: requiredText(MSG.packageTitleRequired, 80),
  description: descriptionField,
  translations: translationsField,
  /** The price, or the least amount when `maxPrice` is set. */
  price: usdtAmountField,
  maxPrice: maxPriceField,
  handlingFee: feeField,
  yield: percentField,
  maturity: z.number().int().min(1).max(3650),
  status: packageStatus,
  category: packageCategory,
});
/** A range's top above its least amount (docs/product.md#packages); checked again on a change, against the stored. */
function rangeAboveLeast(terms: { price?: bigint; maxPrice?: bigint | null }, ctx: z.RefinementCtx) {
  if (terms.price !== undefined && terms.maxPrice != null && terms.maxPrice <= terms.price) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: MSG.packageRangeInvalid });
  }
}
export const packageCreateBody = packageTerms
  .extend({
    status: packageStatus.default('active'),
    category: packageCategory.default('package'),
    maxPrice: maxPriceField.default(null),
    handlingFee: feeField.default(0),
    description: descriptionField.default(''),
    translations: translationsField.default({}),
  })
  .superRefine(rangeAboveLeast);
// No defaults here: a field left out of a change keeps its value.
export const packageUpdateBody = packageTerms.partial().strict().superRefine(rangeAboveLeast);
export const packageIdParams = z.object({ _id: idParam });
/**
 * What the console edits: the English texts and each other language's, with the languages behind English (its
 * texts missing, or written before English last changed) so the editor can say which to bring up to date.
 */
export const adminPackageRow = packageRow.extend({
  translations: z.object({
    es: packageTranslation.extend({ changedAt: z.string() }).optional(),
    hi: packageTranslation.extend({ changedAt: z.string() }).optional(),
  }),
  /** When the English name or description last changed. */
  textsChangedAt: z.string(),
  behind: z.array(z.enum(['es', 'hi'])),
});
export type AdminPackageRow = z.infer<typeof adminPackageRow>;
export const adminPackagesResponse = envelope(z.array(adminPackageRow));
export const adminPackageResponse = envelope(adminPackageRow);
/** A package saved; `pendingChange` when its terms wait for a second owner (answered 202). */
export const adminPackageChangeResponse = adminPackageResponse.extend({ pendingChange: settingChangeRow.optional() });

export const settlementResult = z.object({
  day: z.string(),
  members: z.number().int(),
  paidOrders: z.number().int(),
  amount: z.number(),
});
export const settlementResponse = envelope(settlementResult);
