// A member's copy of their own data (docs/product.md#your-data): asked for and followed from /settings, downloaded
// from the web page the mailed link opens, by the member signed in with the link's token.
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor, requireAuth } from '../../plugins/auth';
import { addFileRoute, addTwinRoutes } from '../../plugins/routes';
import { downloadDataExport, latestDataExport, requestDataExport } from './data-export.service';

export function registerDataExportRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.dataExportRequest, async ({ request, reply }) => {
    const answer = await requestDataExport(ctx, requireActor(request));
    reply.code(202);
    return answer;
  });
  addTwinRoutes(app, routes.dataExportState, async ({ request }) => latestDataExport(ctx, requireAuth(request).userId));
  for (const def of [routes.dataExportDownload.member, routes.dataExportDownload.vendor]) {
    addFileRoute(app, def, async ({ params, request }) => ({
      ...(await downloadDataExport(ctx, { userId: requireAuth(request).userId, token: params.token })),
      mime: def.produces,
      inline: false,
    }));
  }
}
