import {
  type Locale,
  MSG,
  OPERATORS_MSG,
  type PackageRow,
  type packageCreateBody,
  type packageUpdateBody,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { assertAmountAtMost, companyName, getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints, yieldToBasisPoints } from '../../lib/basis-points';
import { announceChange, requestChange } from '../approvals/request-change';
import { packageTextColumns } from './package-texts';
import {
  findPackage,
  insertPackage,
  type PackageRecord,
  toAdminPackageRow,
  toPackageRow,
  updatePackageColumns,
} from './packages.repository';

// A package's terms decide what the platform owes its buyers, so they wait for a second owner
// (docs/decisions/035-dual-control.md): a new package is a draft until its terms are approved, and a change to the
// terms of one on sale leaves members buying on the old terms until approved. Its texts, and taking it off sale,
// apply at once.

type CreateBody = z.output<typeof packageCreateBody>;
type UpdateBody = z.output<typeof packageUpdateBody>;

/** The terms a second owner approves, in the units the console reads (USDT, percent, days). */
export const PACKAGE_TERMS = ['price', 'maxPrice', 'yield', 'maturity', 'handlingFee', 'category'] as const;
export type PackageTerms = Pick<PackageRow, (typeof PACKAGE_TERMS)[number]>;
export type TermsChange = Partial<PackageTerms> & { status?: PackageRow['status'] };

export function termsOf(row: PackageRecord): PackageTerms {
  const shown = toPackageRow(row);
  return Object.fromEntries(PACKAGE_TERMS.map((key) => [key, shown[key]])) as PackageTerms;
}

/** The columns of the given terms; amounts in micro-USDT (a request's body, or a change's USDT converted first). */
export function termColumns(terms: {
  price?: bigint;
  maxPrice?: bigint | null;
  yield?: number;
  maturity?: number;
  handlingFee?: number;
  category?: PackageRecord['category'];
  status?: PackageRecord['status'];
}) {
  return {
    ...(terms.price !== undefined ? { priceMicros: terms.price } : {}),
    ...(terms.yield !== undefined ? { dailyYieldBasisPoints: yieldToBasisPoints(terms.yield) } : {}),
    ...(terms.maturity !== undefined ? { maturityDays: terms.maturity } : {}),
    ...(terms.status !== undefined ? { status: terms.status } : {}),
    ...(terms.category !== undefined ? { category: terms.category } : {}),
    ...(terms.maxPrice !== undefined ? { maxPriceMicros: terms.maxPrice } : {}),
    ...(terms.handlingFee !== undefined ? { handlingFeeBasisPoints: percentToBasisPoints(terms.handlingFee) } : {}),
  };
}

/** A range's top above its least amount, for a change that moves only one of them (the schema checks both given). */
export function refuseInvertedRange(terms: { priceMicros: bigint; maxPriceMicros: bigint | null }) {
  if (terms.maxPriceMicros !== null && terms.maxPriceMicros <= terms.priceMicros) {
    throw new AppError('VALIDATION', MSG.packageRangeInvalid);
  }
}

async function titleTakenGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.packageTitleTaken);
    throw error;
  }
}

type Request = Actor & { log: FastifyBaseLogger; locale: Locale };

/** The answer: the package as it stands, and the change that waits for a second owner when there is one. */
async function answer(ctx: AppContext, options: Request & { row: PackageRecord; changeId: string | null }) {
  const data = toAdminPackageRow(options.row);
  if (!options.changeId) return { message: MSG.packageSaved, data };
  const pendingChange = await announceChange(ctx, {
    ...options,
    id: options.changeId,
    event: 'requested',
    company: await companyName(ctx.db),
    targetName: options.row.title,
  });
  const message =
    options.row.status === 'draft' ? OPERATORS_MSG.packageDraftPending : OPERATORS_MSG.packageTermsPending;
  return { message, data, pendingChange };
}

/** Asks a second owner for `to` over what `row` has now. */
function askForTerms(tx: Queryable, options: Actor & { row: PackageRecord; to: TermsChange; now: Date }) {
  const current = { ...termsOf(options.row), status: options.row.status } as Record<string, unknown>;
  const before = Object.fromEntries(Object.keys(options.to).map((key) => [key, current[key]]));
  return requestChange(tx, {
    kind: 'package',
    targetId: options.row.id,
    patch: options.to,
    before,
    actorId: options.actorId,
    ip: options.ip,
    now: options.now,
  });
}

/**
 * POST /adminApi/packages: always stored as a draft. Asked with the status `draft` it stays one, to be edited; any
 * other status is what it gets once a second owner approves its terms.
 */
export async function createPackage(ctx: AppContext, options: Request & { body: CreateBody }) {
  const now = ctx.clock();
  const { body } = options;
  assertAmountAtMost(await getSettings(ctx.db), body.maxPrice ?? body.price);
  const saved = await titleTakenGuard(() =>
    ctx.db.transaction(async (tx) => {
      const created = await insertPackage(tx, {
        title: body.title,
        ...packageTextColumns({ body, before: null, now }),
        priceMicros: body.price,
        dailyYieldBasisPoints: yieldToBasisPoints(body.yield),
        maturityDays: body.maturity,
        status: 'draft',
        category: body.category,
        maxPriceMicros: body.maxPrice,
        handlingFeeBasisPoints: percentToBasisPoints(body.handlingFee),
        createdAt: now,
      });
      if (!created) throw new AppError('INTERNAL', MSG.internal);
      await writeAudit(tx, {
        actorId: options.actorId,
        ip: options.ip,
        action: 'package.create',
        targetType: 'package',
        targetId: created.id,
        details: toAdminPackageRow(created),
        now,
      });
      const launch = body.status === 'draft' ? null : { ...termsOf(created), status: body.status };
      const changeId = launch ? await askForTerms(tx, { ...options, row: created, to: launch, now }) : null;
      return { row: created, changeId };
    }),
  );
  return answer(ctx, { ...options, ...saved });
}

/** The terms of `body` that differ from the package's now, in the console's units. */
function changedTerms(row: PackageRecord, body: UpdateBody): Partial<PackageTerms> {
  const asked = toPackageRow({ ...row, ...termColumns(body) });
  const current = termsOf(row);
  return Object.fromEntries(
    PACKAGE_TERMS.filter((key) => asked[key] !== current[key]).map((key) => [key, asked[key]]),
  ) as Partial<PackageTerms>;
}

/**
 * POST /adminApi/packages/:_id. Texts apply at once, as does taking a package off sale. A draft's terms apply at once
 * too (nobody can buy it); putting it on sale asks a second owner for its terms as they are. On a package on sale or
 * off it, changed terms wait for a second owner, and members keep buying on the terms they see until then.
 */
export async function updatePackage(ctx: AppContext, options: Request & { packageId: string; body: UpdateBody }) {
  const now = ctx.clock();
  const { body } = options;
  const highest = body.maxPrice ?? body.price;
  if (highest !== undefined) assertAmountAtMost(await getSettings(ctx.db), highest);
  const saved = await titleTakenGuard(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findPackage(tx, options.packageId);
      const draft = before.status === 'draft';
      if (!draft && body.status === 'draft') throw new AppError('VALIDATION', OPERATORS_MSG.packageNotDraftAgain);
      const terms = changedTerms(before, body);
      refuseInvertedRange({ ...before, ...termColumns(body) });
      const atOnce = {
        ...packageTextColumns({ body, before, now }),
        ...(draft ? termColumns({ ...body, status: undefined }) : {}),
        // Off sale at once; back on sale at once only with the terms an owner approved before.
        ...(!draft && body.status !== undefined ? { status: body.status } : {}),
      };
      const row = Object.keys(atOnce).length > 0 ? await updatePackageColumns(tx, before.id, atOnce) : before;
      if (!row) throw new AppError('NOT_FOUND', MSG.packageUnavailable);
      if (row !== before) {
        await writeAudit(tx, {
          actorId: options.actorId,
          ip: options.ip,
          action: 'package.update',
          targetType: 'package',
          targetId: before.id,
          details: { from: toAdminPackageRow(before), to: toAdminPackageRow(row) },
          now,
        });
      }
      const launching = draft && body.status !== undefined && body.status !== 'draft';
      const to: TermsChange | null = launching
        ? { ...termsOf(row), status: body.status }
        : !draft && Object.keys(terms).length > 0
          ? terms
          : null;
      const changeId = to ? await askForTerms(tx, { ...options, row, to, now }) : null;
      return { row, changeId };
    }),
  );
  return answer(ctx, { ...options, ...saved });
}
