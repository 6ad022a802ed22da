import type { PackageRow } from '@app/contract';
import { formatUsdt, usdt } from './format';

/** A package's price as members read it: the price, or the range a member chooses the amount from. */
export function packagePrice(pack: Pick<PackageRow, 'price' | 'maxPrice'>): string {
  return pack.maxPrice === null ? usdt(pack.price) : `${formatUsdt(pack.price)} – ${usdt(pack.maxPrice)}`;
}

/** The handling fee on an amount, rounded down to the micro-USDT as the server charges it (docs/product.md#money). */
export function handlingFeeOn(amount: number, feePercent: number): number {
  const micros = BigInt(Math.round(amount * 1_000_000));
  return Number((micros * BigInt(Math.round(feePercent * 100))) / 10_000n) / 1_000_000;
}
