// The identity check (docs/product.md#kyc): the member's submission and status (twins), the console's review.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  // Approving and rejecting name the same submission the same way; a rejection adds its reason.
  const review = (options: {
    params: { _id: string };
    body: { submissionId: string };
    request: FastifyRequest;
    outcome: 'approved' | 'rejected';
    reason: string | null;
  }) =>
    reviewKyc(ctx, {
      userId: options.params._id,
      submissionId: options.body.submissionId,
      ...requireActor(options.request),
      outcome: options.outcome,
      reason: options.reason,
      log: options.request.log,
    });
  addRoute(app, routes.adminMemberKycApprove, (input) => review({ ...input, outcome: 'approved', reason: null }));
  addRoute(app, routes.adminMemberKycReject, (input) =>
    review({ ...input, outcome: 'rejected', reason: input.body.reason }),
  );
}
