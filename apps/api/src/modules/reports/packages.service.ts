import { microsToUsdt, type PackageReportRow } from '@app/contract';
import type { AppContext } from '../../context';
import { packageFigures } from './packages.repository';

/** Paid out as a percent of taken in, rounded down to 0.01 %; null when nothing was taken in. */
function payoutRatio(paidOutMicros: bigint, takenInMicros: bigint): number | null {
  if (takenInMicros === 0n) return null;
  return Number((paidOutMicros * 10_000n) / takenInMicros) / 100;
}

/** The packages report (docs/product.md#reports): a row per package, active and inactive, cheapest first. */
export async function packagesReport(ctx: AppContext): Promise<{ docs: PackageReportRow[] }> {
  const figures = await packageFigures(ctx.db);
  return {
    docs: figures.map((row) => ({
      _id: row.id,
      title: row.title,
      status: row.status,
      sold: row.sold,
      takenIn: microsToUsdt(row.takenInMicros),
      fees: microsToUsdt(row.feesMicros),
      paidOut: microsToUsdt(row.paidOutMicros),
      owed: microsToUsdt(row.owedMicros),
      payoutRatio: payoutRatio(row.paidOutMicros, row.takenInMicros),
    })),
  };
}
