// The identity check (docs/product.md#kyc): the member's submission and status (twins), the console's review.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor, requireAuth } from '../../plugins/auth';
import { addFileRoute, addRoute, addTwinRoutes } from '../../plugins/routes';
import { readKycState, submitKyc } from './kyc.service';
import { getMemberKyc, getMemberKycDocument, reviewKyc } from './kyc-review.service';

export function registerKycRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.kycSubmit, ({ body, request }) =>
    submitKyc(ctx, { userId: requireAuth(request).userId, body }),
  );
  addTwinRoutes(app, routes.kycStatus, async ({ request }) => ({
    message: MSG.kycLoaded,
    data: await readKycState(ctx.db, requireAuth(request).userId),
  }));
  addRoute(app, routes.adminMemberKyc, async ({ params }) => ({
    message: MSG.loaded,
    data: await getMemberKyc(ctx, params._id),
  }));
  addFileRoute(app, routes.adminMemberKycDocument, ({ params }) => getMemberKycDocument(ctx, params._id));
  addRoute(app, routes.adminMemberKycApprove, ({ params, body, request }) =>
    reviewKyc(ctx, {
      userId: params._id,
      submissionId: body.submissionId,
      ...requireActor(request),
      outcome: 'approved',
      reason: null,
      log: request.log,
    }),
  );
  addRoute(app, routes.adminMemberKycReject, ({ params, body, request }) =>
    reviewKyc(ctx, {
      userId: params._id,
      submissionId: body.submissionId,
      ...requireActor(request),
      outcome: 'rejected',
      reason: body.reason,
      log: request.log,
    }),
  );
}
