import { microsToUsdt, TOP_ROWS, type TopReport } from '@app/contract';
import type { AppContext } from '../../context';
import { topEarners, topTeams } from './top.repository';

/**
 * The top report (docs/product.md#reports): the TOP_ROWS members with the most income and the TOP_ROWS largest teams
 * by business, and both lists as one table in `docs` (income first), which the CSV twin writes.
 */
export async function topMembersReport(ctx: AppContext): Promise<TopReport> {
  const [earners, teams] = await Promise.all([topEarners(ctx.db, TOP_ROWS), topTeams(ctx.db, TOP_ROWS)]);
  const member = (row: { id: string; fullName: string; referId: string | null }) => ({
    _id: row.id,
    fullName: row.fullName,
    referId: row.referId,
  });
  return {
    docs: [
      ...earners.map((row, index) => ({
        ...member(row),
        list: 'income' as const,
        rank: index + 1,
        amount: microsToUsdt(row.amountMicros),
        members: null,
      })),
      ...teams.map((row, index) => ({
        ...member(row),
        list: 'team' as const,
        rank: index + 1,
        amount: microsToUsdt(row.amountMicros),
        members: row.members,
      })),
    ],
    income: earners.map((row) => ({ ...member(row), income: microsToUsdt(row.amountMicros) })),
    teams: teams.map((row) => ({ ...member(row), business: microsToUsdt(row.amountMicros), members: row.members })),
  };
}
