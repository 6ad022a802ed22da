// Settings: the public subset for the client and the operator's read and change calls (audited); a change that
// waits for a second owner is decided in approvals/ (docs/decisions/035-dual-control.md).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { requireActor } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute } from '../../plugins/routes';
import { toPublicSettings } from './settings.service';
import { saveSettings } from './settings-save.service';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.publicSettings, async () => ({
    message: MSG.loaded,
    data: toPublicSettings(await getSettings(ctx.db)),
  }));
  addRoute(app, routes.adminSettings, async () => ({ message: MSG.loaded, data: await getSettings(ctx.db) }));
  addRoute(app, routes.adminSettingsUpdate, async ({ body, request, reply }) => {
    const saved = await saveSettings(ctx, {
      patch: body,
      ...requireActor(request),
      log: request.log,
      locale: await requestLocale(request),
    });
    if ('pendingChange' in saved) reply.code(202);
    return saved;
  });
}
