import { MSG, type packageCreateBody, type packageUpdateBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { type Actor, writeAudit } from '../../lib/audit';
import { percentToBasisPoints, yieldToBasisPoints } from '../../lib/basis-points';
import { assertAmountAtMost, getSettings } from '../settings/settings.service';
import { packageTextColumns } from './package-texts';
import { findPackage, insertPackage, toAdminPackageRow, updatePackageColumns } from './packages.repository';

type CreateBody = z.output<typeof packageCreateBody>;
type UpdateBody = z.output<typeof packageUpdateBody>;

function toColumns(body: UpdateBody) {
  return {
    ...(body.price !== undefined ? { priceMicros: body.price } : {}),
    ...(body.yield !== undefined ? { dailyYieldBasisPoints: yieldToBasisPoints(body.yield) } : {}),
    ...(body.maturity !== undefined ? { maturityDays: body.maturity } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
    ...(body.maxPrice !== undefined ? { maxPriceMicros: body.maxPrice } : {}),
    ...(body.handlingFee !== undefined ? { handlingFeeBasisPoints: percentToBasisPoints(body.handlingFee) } : {}),
  };
}

/** A range's top above its least amount, for a change that moves only one of them (the schema checks both given). */
function refuseInvertedRange(terms: { priceMicros: bigint; maxPriceMicros: bigint | null }) {
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

export async function createPackage(ctx: AppContext, options: Actor & { body: CreateBody }) {
  const now = ctx.clock();
  assertAmountAtMost(await getSettings(ctx.db), options.body.maxPrice ?? options.body.price);
  const row = await titleTakenGuard(() =>
    ctx.db.transaction(async (tx) => {
      const created = await insertPackage(tx, {
        title: options.body.title,
        ...packageTextColumns({ body: options.body, before: null, now }),
        priceMicros: options.body.price,
        dailyYieldBasisPoints: yieldToBasisPoints(options.body.yield),
        maturityDays: options.body.maturity,
        status: options.body.status,
        category: options.body.category,
        maxPriceMicros: options.body.maxPrice,
        handlingFeeBasisPoints: percentToBasisPoints(options.body.handlingFee),
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
      return created;
    }),
  );
  return { message: MSG.packageSaved, data: toAdminPackageRow(row) };
}

/** Orders keep the terms they were bought under, so a change here reaches new orders only. */
export async function updatePackage(ctx: AppContext, options: Actor & { packageId: string; body: UpdateBody }) {
  const now = ctx.clock();
  const highest = options.body.maxPrice ?? options.body.price;
  if (highest !== undefined) assertAmountAtMost(await getSettings(ctx.db), highest);
  const row = await titleTakenGuard(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findPackage(tx, options.packageId);
      const columns = { ...toColumns(options.body), ...packageTextColumns({ body: options.body, before, now }) };
      if (Object.keys(columns).length === 0) return before;
      refuseInvertedRange({ ...before, ...columns });
      const updated = await updatePackageColumns(tx, before.id, columns);
      if (!updated) throw new AppError('NOT_FOUND', MSG.packageUnavailable);
      await writeAudit(tx, {
        actorId: options.actorId,
        ip: options.ip,
        action: 'package.update',
        targetType: 'package',
        targetId: before.id,
        details: { from: toAdminPackageRow(before), to: toAdminPackageRow(updated) },
        now,
      });
      return updated;
    }),
  );
  return { message: MSG.packageSaved, data: toAdminPackageRow(row) };
}
