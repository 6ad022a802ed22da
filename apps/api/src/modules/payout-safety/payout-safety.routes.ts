// Payout safety (docs/decisions/011-payout-safety.md): the freeze's state and its acknowledgement in the console,
// the cancel link of a held withdrawal, and a member's daily limits.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { requireActor, requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { cancelHeldWithdrawal } from './cool-down';
import { acknowledgeReconciliation, getPayoutFreeze } from './freeze';
import { withdrawalLimitsOf } from './velocity';

export function registerPayoutSafetyRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.adminPayoutFreeze, async () => ({ message: MSG.loaded, data: await getPayoutFreeze(ctx.db) }));
  addRoute(app, routes.adminReconciliationAcknowledge, async ({ body, request, reply }) => {
    const { lifted, ...answer } = await acknowledgeReconciliation(ctx, {
      reconciliationId: body.reconciliationId,
      ...requireActor(request),
    });
    // The first owner's acknowledgement: the freeze waits for another owner's.
    if (!lifted) reply.code(202);
    return answer;
  });
  addRoute(app, routes.withdrawalCancel, ({ body }) => cancelHeldWithdrawal(ctx, { token: body.token }));
  addTwinRoutes(app, routes.withdrawalLimits, async ({ request }) =>
    withdrawalLimitsOf(ctx.db, {
      userId: requireAuth(request).userId,
      settings: await getSettings(ctx.db),
      now: ctx.clock(),
    }),
  );
}
