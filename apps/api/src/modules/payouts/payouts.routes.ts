// Automatic payouts (docs/decisions/025-automatic-payouts.md): the hot wallet's health, the pause, and an owner's
// accept of a nonce gap.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { acceptPayoutNonce, getPayoutHealth, pauseAutomaticPayouts } from './payouts.service';

export function registerPayoutRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.adminPayouts, async () => ({ message: MSG.loaded, data: await getPayoutHealth(ctx) }));
  addRoute(app, routes.adminPayoutsPause, ({ request }) => pauseAutomaticPayouts(ctx, requireActor(request)));
  addRoute(app, routes.adminPayoutsNonceAccept, ({ request }) => acceptPayoutNonce(ctx, requireActor(request)));
}
