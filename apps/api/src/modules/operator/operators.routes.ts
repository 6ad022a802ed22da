// The operators' own management under /adminApi: the list, invitations and new links, the invitation link's password, disable
// and enable (docs/decisions/007-operator-console.md).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requireActor, requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute } from '../../plugins/routes';
import { setOperatorPassword } from './operator-password.service';
import { reinviteOperator } from './operator-reinvite.service';
import { listOperators } from './operators.repository';
import { changeOperatorRole, disableOperator, enableOperator, inviteOperator } from './operators.service';

export function registerOperatorsRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.adminOperators, async ({ query, request }) => {
    const result = await listOperators(ctx.db, { page: query.page, selfId: requireAuth(request).userId });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminOperatorCreate, async ({ body, request, reply }) => {
    const invited = await inviteOperator(ctx, {
      body,
      ...requireActor(request),
      locale: await requestLocale(request),
      log: request.log,
    });
    if ('pendingChange' in invited) reply.code(202);
    return invited;
  });
  addRoute(app, routes.adminOperatorReinvite, async ({ params, request }) =>
    reinviteOperator(ctx, { id: params._id, ...requireActor(request), locale: await requestLocale(request) }),
  );
  addRoute(app, routes.operatorSetPassword, ({ body, request }) => setOperatorPassword(ctx, { body, ip: request.ip }));
  addRoute(app, routes.adminOperatorDisable, ({ params, request }) =>
    disableOperator(ctx, { id: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminOperatorEnable, ({ params, request }) =>
    enableOperator(ctx, { id: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminOperatorRole, async ({ params, body, request, reply }) => {
    const changed = await changeOperatorRole(ctx, {
      id: params._id,
      ...requireActor(request),
      role: body.role,
      locale: await requestLocale(request),
      log: request.log,
    });
    if ('pendingChange' in changed) reply.code(202);
    return changed;
  });
}
