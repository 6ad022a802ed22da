// Settings: the public subset for the client, the operator's read and change calls (audited), and the changes that
// wait for a second owner (docs/decisions/020-operator-roles.md).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requestLocale } from '../../lib/request-locale';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { decideSettingChange, listChanges, saveSettings } from './setting-changes.service';
import { getSettings, toPublicSettings } from './settings.service';

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
      locale: await requestLocale(request, ctx),
    });
    if ('pendingChange' in saved) reply.code(202);
    return saved;
  });
  addRoute(app, routes.adminSettingChanges, async ({ query }) => {
    const result = await listChanges(ctx, query);
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminSettingChangeApprove, async ({ params, request }) =>
    decideSettingChange(ctx, {
      id: params._id,
      ...requireActor(request),
      approve: true,
      log: request.log,
      locale: await requestLocale(request, ctx),
    }),
  );
  addRoute(app, routes.adminSettingChangeReject, async ({ params, request }) =>
    decideSettingChange(ctx, {
      id: params._id,
      ...requireActor(request),
      approve: false,
      log: request.log,
      locale: await requestLocale(request, ctx),
    }),
  );
}
