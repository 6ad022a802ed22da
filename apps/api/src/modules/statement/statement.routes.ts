// The member's statement (userstatement twins): every posting of one wallet with the balance after it, on screen
// and as a CSV download (userstatement.csv twins).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { toPage } from '../../lib/paging';
import { requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addDownloadRoute, addTwinRoutes } from '../../plugins/routes';
import { readStatement } from './statement.repository';
import { statementCsv } from './statement-csv';

export function registerStatementRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.statement, async ({ query, request }) => {
    const { timezone } = await getSettings(ctx.db);
    const result = await readStatement(ctx.db, {
      userId: requireAuth(request).userId,
      wallet: MEMBER_WALLET[query.wallet],
      from: query.from,
      to: query.to,
      timeZone: timezone,
      page: query.page,
      locale: await requestLocale(request),
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  for (const def of [routes.statementCsv.member, routes.statementCsv.vendor]) {
    addDownloadRoute(app, def, async ({ query, request }) => {
      const { timezone } = await getSettings(ctx.db);
      const filters = { from: query.from, to: query.to, timeZone: timezone, locale: await requestLocale(request) };
      return {
        fileName: `statement-${query.wallet}-${ctx.clock().toISOString().slice(0, 10)}.csv`,
        body: await statementCsv(ctx.db, {
          ...filters,
          userId: requireAuth(request).userId,
          wallet: MEMBER_WALLET[query.wallet],
        }),
      };
    });
  }
}
