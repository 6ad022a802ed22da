// The member's statement (userstatement twins): every posting of one wallet with the balance after it.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { toPage } from '../../lib/paging';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { getSettings } from '../settings/settings.service';
import { readStatement } from './statement.repository';

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
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
}
