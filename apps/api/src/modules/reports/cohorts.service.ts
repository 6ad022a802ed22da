import type { CohortRow } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { cohortFigures } from './cohorts.repository';

/** The cohorts report (docs/product.md#reports): members by the month they joined, oldest first. */
export async function cohortsReport(ctx: AppContext): Promise<{ docs: CohortRow[] }> {
  const { timezone } = await getSettings(ctx.db);
  return { docs: await cohortFigures(ctx.db, timezone) };
}
