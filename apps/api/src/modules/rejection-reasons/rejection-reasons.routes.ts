// The rejection reasons operators keep (docs/product.md#reviews): reviewers read them, the owner keeps them.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { listRejectionReasons, toRejectionReasonRow } from './rejection-reasons.repository';
import { createRejectionReason, retireRejectionReason, updateRejectionReason } from './rejection-reasons.service';

export function registerRejectionReasonRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.rejectionReasons, async () => {
    const rows = await listRejectionReasons(ctx.db);
    return { message: MSG.loaded, data: rows.map(toRejectionReasonRow) };
  });
  addRoute(app, routes.rejectionReasonCreate, ({ body, request }) =>
    createRejectionReason(ctx, { body, ...requireActor(request) }),
  );
  addRoute(app, routes.rejectionReasonUpdate, ({ params, body, request }) =>
    updateRejectionReason(ctx, { id: params._id, body, ...requireActor(request) }),
  );
  addRoute(app, routes.rejectionReasonRetire, ({ params, request }) =>
    retireRejectionReason(ctx, { id: params._id, ...requireActor(request) }),
  );
}
