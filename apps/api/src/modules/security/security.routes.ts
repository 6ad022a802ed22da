// A member's security activity (securityEvents twins).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { listSecurityEvents } from './security-events.repository';

export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.securityEvents, async ({ request }) => ({
    message: MSG.securityEventsLoaded,
    data: { docs: await listSecurityEvents(ctx.db, requireAuth(request).userId) },
  }));
}
