// Proof of reserves (docs/product.md#proof-of-reserves): the public figures, a member's proof, the operator's
// snapshot now.
import { RESERVE_HISTORY_LENGTH, RESERVES_MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor, requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { readProof, readReserves, takeOperatorSnapshot } from './reserves.service';

export function registerReservesRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.reserves, async () => ({
    message: RESERVES_MSG.loaded,
    data: await readReserves(ctx, RESERVE_HISTORY_LENGTH),
  }));
  addTwinRoutes(app, routes.reserveProof, async ({ request }) => ({
    message: RESERVES_MSG.proofLoaded,
    data: await readProof(ctx, requireAuth(request).userId),
  }));
  addRoute(app, routes.adminReserveSnapshot, async ({ request }) => ({
    message: RESERVES_MSG.snapshotTaken,
    data: await takeOperatorSnapshot(ctx, requireActor(request)),
  }));
}
