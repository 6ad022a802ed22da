// A member's copy of their own data (docs/product.md#your-data): asked for and followed from /settings, downloaded
// by the mailed link.
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
  addFileRoute(app, routes.dataExportDownload, async ({ params }) => ({
    ...(await downloadDataExport(ctx, params.token)),
    mime: routes.dataExportDownload.produces,
    inline: false,
  }));
}
