// The changes that wait for a second owner, of every kind: the list and the two decisions
// (docs/decisions/035-dual-control.md).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute } from '../../plugins/routes';
import type { ApprovalDeps } from './change-subject';
import { decideChange, listPendingOrDecided } from './decide-change';

export function registerApprovalRoutes(app: FastifyInstance, ctx: AppContext, deps: ApprovalDeps) {
  addRoute(app, routes.adminSettingChanges, async ({ query }) => {
    const result = await listPendingOrDecided(ctx, query);
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminSettingChangeApprove, async ({ params, request }) =>
    decideChange(ctx, deps, {
      id: params._id,
      ...requireActor(request),
      approve: true,
      log: request.log,
      locale: await requestLocale(request),
    }),
  );
  addRoute(app, routes.adminSettingChangeReject, async ({ params, body, request }) =>
    decideChange(ctx, deps, {
      id: params._id,
      ...requireActor(request),
      approve: false,
      reason: body.reason,
      log: request.log,
      locale: await requestLocale(request),
    }),
  );
}
