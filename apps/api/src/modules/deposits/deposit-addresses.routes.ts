// Deposit addresses per member (docs/product.md#deposits): the member's address and the transfers seen to it
// (twins); for operators the transfers (dust among them), the watcher and the addresses to sweep.
import { DEPOSIT_ADDRESS_MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { toPage } from '../../lib/paging';
import { requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { listTransfers, readWatcher, toTransferRow } from './deposit-addresses.repository';
import { depositWatcherStatus, getDepositAddress, sweepPlan } from './deposit-addresses.service';

export function registerDepositAddressRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.depositAddress, async ({ request }) => ({
    message: DEPOSIT_ADDRESS_MSG.loaded,
    data: await getDepositAddress(ctx, requireAuth(request).userId),
  }));
  addTwinRoutes(app, routes.depositTransfers, async ({ query, request }) => {
    const result = await transfers(ctx, { userId: requireAuth(request).userId, page: query.page });
    const docs = result.rows.map(({ transfer }) => toTransferRow(transfer, result.depth));
    return {
      message: DEPOSIT_ADDRESS_MSG.transfersLoaded,
      data: toPage({ docs, totalDocs: result.totalDocs, page: query.page }),
    };
  });
  addRoute(app, routes.adminDepositTransfers, async ({ query }) => {
    const result = await transfers(ctx, { status: query.status, page: query.page });
    const docs = result.rows.map(({ transfer, member, addressIndex }) => ({
      ...toTransferRow(transfer, result.depth),
      member,
      addressIndex,
    }));
    return {
      message: DEPOSIT_ADDRESS_MSG.transfersLoaded,
      data: toPage({ docs, totalDocs: result.totalDocs, page: query.page }),
    };
  });
  addRoute(app, routes.adminDepositWatcher, async () => ({
    message: DEPOSIT_ADDRESS_MSG.watcherLoaded,
    data: await depositWatcherStatus(ctx),
  }));
  addRoute(app, routes.adminDepositSweep, async () => ({
    message: DEPOSIT_ADDRESS_MSG.sweepLoaded,
    data: await sweepPlan(ctx),
  }));
}

/** Confirmations are counted to the head the watcher last read: no node call per page. */
async function transfers(ctx: AppContext, options: Parameters<typeof listTransfers>[1]) {
  const [result, watcher, settings] = await Promise.all([
    listTransfers(ctx.db, options),
    readWatcher(ctx.db),
    getSettings(ctx.db),
  ]);
  return { ...result, depth: { headBlock: watcher?.headBlock ?? null, needed: settings.confirmations } };
}
