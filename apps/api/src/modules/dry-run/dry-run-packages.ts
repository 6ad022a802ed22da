import type { dryRunSettings } from '@app/contract';
import type { z } from 'zod';
import { percentToBasisPoints, share, yieldToBasisPoints } from '../../lib/basis-points';
import type { PackageRecord } from '../packages/packages.repository';

// The packages a dry run sells (docs/product.md#dry-run): the live ones on sale, or the run's own, and how a simulated
// member's investment is fitted to them. Shared by the service (which refuses a range no package takes) and the
// worker (which buys by it), so the two cannot disagree.

/** A package as the worker writes it into its own database; bigint amounts in micro-USDT. */
export interface DryRunPackage {
  title: string;
  status: PackageRecord['status'];
  category: PackageRecord['category'];
  priceMicros: bigint;
  maxPriceMicros: bigint | null;
  dailyYieldBasisPoints: number;
  maturityDays: number;
  handlingFeeBasisPoints: number;
}

type PackageBody = NonNullable<z.output<typeof dryRunSettings>['packages']>[number];

export function fromLivePackage(row: PackageRecord): DryRunPackage {
  return {
    title: row.title,
    status: row.status,
    category: row.category,
    priceMicros: row.priceMicros,
    maxPriceMicros: row.maxPriceMicros,
    dailyYieldBasisPoints: row.dailyYieldBasisPoints,
    maturityDays: row.maturityDays,
    handlingFeeBasisPoints: row.handlingFeeBasisPoints,
  };
}

export function fromPackageBody(body: PackageBody): DryRunPackage {
  return {
    title: body.title,
    status: body.status,
    category: body.category,
    priceMicros: body.price,
    maxPriceMicros: body.maxPrice,
    dailyYieldBasisPoints: yieldToBasisPoints(body.yield),
    maturityDays: body.maturity,
    handlingFeeBasisPoints: percentToBasisPoints(body.handlingFee),
  };
}

/** What one purchase of `pkg` for `amountMicros` costs from the deposit wallet: the amount and its handling fee. */
export function purchaseCost(pkg: Pick<DryRunPackage, 'handlingFeeBasisPoints'>, amountMicros: bigint): bigint {
  return amountMicros + share(amountMicros, pkg.handlingFeeBasisPoints);
}

/** Dearest first, then by title: the same catalogue always fits an amount the same way. */
function byPriceDescending(a: DryRunPackage, b: DryRunPackage): number {
  if (a.priceMicros !== b.priceMicros) return a.priceMicros > b.priceMicros ? -1 : 1;
  return a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
}

/**
 * The package an investment of `amountMicros` buys, and for how much: a range package whose range holds the amount
 * (the amount itself), else the dearest fixed-price package at or below it (its price); null when none fits.
 */
export function fitInvestment<P extends DryRunPackage>(
  catalogue: readonly P[],
  amountMicros: bigint,
): { pkg: P; amountMicros: bigint } | null {
  const onSale = catalogue.filter((pkg) => pkg.status === 'active').sort(byPriceDescending);
  const range = onSale.find(
    (pkg) => pkg.maxPriceMicros !== null && pkg.priceMicros <= amountMicros && amountMicros <= pkg.maxPriceMicros,
  );
  if (range) return { pkg: range, amountMicros };
  const fixed = onSale.find((pkg) => pkg.maxPriceMicros === null && pkg.priceMicros <= amountMicros);
  return fixed ? { pkg: fixed, amountMicros: fixed.priceMicros } : null;
}

/** Whether some investment between the two amounts fits a package on sale. */
export function catalogueTakesRange(catalogue: readonly DryRunPackage[], minMicros: bigint, maxMicros: bigint) {
  return catalogue.some(
    (pkg) =>
      pkg.status === 'active' &&
      pkg.priceMicros <= maxMicros &&
      (pkg.maxPriceMicros === null || pkg.maxPriceMicros >= minMicros),
  );
}
