// Dry runs of the plan (docs/product.md#dry-run), for the owner: start one, follow it, list the last ones, cancel.
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { cancelDryRun, listRecentDryRuns, readDryRun, startDryRun } from './dry-run.service';
import { stopDryRuns } from './dry-run-runner';

export function registerDryRunRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.adminDryRuns, () => listRecentDryRuns(ctx));
  addRoute(app, routes.adminDryRunStart, ({ body, request }) =>
    startDryRun(ctx, { ...requireActor(request), body, log: app.log }),
  );
  addRoute(app, routes.adminDryRun, ({ params }) => readDryRun(ctx, params._id));
  addRoute(app, routes.adminDryRunCancel, ({ params, request }) =>
    cancelDryRun(ctx, { ...requireActor(request), runId: params._id }),
  );
  // A server closing ends the runs it simulates (their rows say it stopped) before its database closes.
  app.addHook('onClose', () => stopDryRuns(ctx));
}
