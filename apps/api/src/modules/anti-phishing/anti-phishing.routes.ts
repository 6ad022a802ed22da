import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { sessionClientOf } from '../sessions/sessions';
import { getAntiPhishingCode, saveAntiPhishingCode } from './anti-phishing.service';

export function registerAntiPhishingRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.antiPhishingCodeState, ({ request }) =>
    getAntiPhishingCode(ctx, requireAuth(request).userId),
  );
  addTwinRoutes(app, routes.antiPhishingCode, ({ body, request }) =>
    saveAntiPhishingCode(ctx, {
      userId: requireAuth(request).userId,
      body,
      client: sessionClientOf(request),
      log: request.log,
    }),
  );
}
