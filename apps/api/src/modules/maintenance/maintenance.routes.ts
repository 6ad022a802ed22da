// Maintenance mode (docs/product.md#maintenance): the owner's switch, and the gate on every money write.
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { assertNotInMaintenance, switchMaintenance } from './maintenance.service';

export function registerMaintenanceRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.maintenanceSwitch, ({ body, request }) =>
    switchMaintenance(ctx, { body, ...requireActor(request) }),
  );
}

/** Before validation, after the token check: a refused call is told of maintenance, not of its body. */
export function registerMaintenanceGate(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.moneyWrite) await assertNotInMaintenance(ctx);
  });
}
