import { MSG } from '@app/contract';
import { AppError } from './app-error';

// Rates are kept as integer basis points (1 % = 100) so a share of a micro-USDT amount is exact integer maths.
export const BASIS_POINTS = 10_000n;

/** Percent (as set by the operator) to basis points: 10 -> 1000, 2.5 -> 250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `basisPoints` of `baseMicros`, rounded down to the micro-USDT. */
export function share(baseMicros: bigint, basisPoints: number): bigint {
  return (baseMicros * BigInt(basisPoints)) / BASIS_POINTS;
}

/** A package's daily yield (percent with up to two decimals) as basis points, between 0.01 % and 100 %. */
export function yieldToBasisPoints(percent: number) {
  const basisPoints = percentToBasisPoints(percent);
  if (basisPoints < 1 || basisPoints > 10_000) throw new AppError('VALIDATION', MSG.invalidRequest);
  return basisPoints;
}
