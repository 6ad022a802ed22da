// Settings: the public subset for the client, and the operator's read and change calls (audited).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
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
    const data = await ctx.db.transaction((tx) => updateSettings(tx, { patch: body, actorId, now: ctx.clock() }));
    forgetSettings(ctx.db);
    return { message: MSG.settingsSaved, data };
  });
}
