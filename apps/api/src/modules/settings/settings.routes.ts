// Settings: the public subset for the client, and the operator's read and change calls (audited).
import { DEPOSIT_ADDRESS_MSG, MSG, RESERVES_MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { forgetSettings, getSettings, toPublicSettings, updateSettings } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.publicSettings, async () => ({
    message: MSG.loaded,
    data: toPublicSettings(await getSettings(ctx.db)),
  }));
  addRoute(app, routes.adminSettings, async () => ({ message: MSG.loaded, data: await getSettings(ctx.db) }));
  addRoute(app, routes.adminSettingsUpdate, async ({ body, request }) => {
    const actorId = requireAuth(request).userId;
    // Told now rather than at the next snapshot: the chain mode reads the reserve from a node this server lacks.
    if (body.reserveMode === 'chain' && !ctx.chain) throw new AppError('VALIDATION', RESERVES_MSG.noChainNode);
    // Likewise the per-member deposit addresses: derived from DEPOSIT_XPUB and credited from a node (decision 019).
    if (body.depositAddressMode === 'per-member') {
      if (!ctx.config.DEPOSIT_XPUB) throw new AppError('VALIDATION', DEPOSIT_ADDRESS_MSG.noXpub);
      if (!ctx.chain) throw new AppError('VALIDATION', DEPOSIT_ADDRESS_MSG.noChainNode);
    }
    const data = await ctx.db.transaction((tx) => updateSettings(tx, { patch: body, actorId, now: ctx.clock() }));
    forgetSettings(ctx.db);
    return { message: MSG.settingsSaved, data };
  });
}
