// The operator console's own reads and member actions (docs/decisions/007-operator-console.md); the queues and
// settings it shows are their areas' routes.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { toPage } from '../../lib/paging';
import { requireActor, requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute } from '../../plugins/routes';
import { issueSigninLink } from '../auth/signin-links.service';
import { adjustMemberWallet } from './adjust.service';
import { approveAdjustment, rejectAdjustment } from './adjustment-review.service';
import { listAdjustments } from './adjustments.repository';
import { listAudit } from './audit.repository';
import { requestCompanyFunds } from './company-funds.service';
import { listMembers } from './members.repository';
import { blockMember, getMemberDetail, unblockMember } from './members.service';
import { getOverview } from './overview.service';
import { getSystemStatus } from './system.service';
import { createVendor } from './vendors.service';

export function registerConsoleRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.adminOverview, async () => ({ message: MSG.loaded, data: await getOverview(ctx) }));
  // Waits for a second owner (docs/decisions/046-no-way-around-the-second-person.md): always 202.
  addRoute(app, routes.adminCompanyFunds, async ({ body, request, reply }) => {
    const answer = await requestCompanyFunds(ctx, {
      ...requireActor(request),
      body,
      locale: requestLocale(request),
      log: request.log,
    });
    reply.code(202);
    return answer;
  });
  addRoute(app, routes.adminMembers, async ({ query }) => {
    const result = await listMembers(ctx.db, { search: query.search, kyc: query.kyc, page: query.page });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminMember, async ({ params }) => ({
    message: MSG.loaded,
    data: await getMemberDetail(ctx, params._id),
  }));
  addRoute(app, routes.adminMemberBlock, ({ params, body, request }) =>
    blockMember(ctx, { userId: params._id, ...requireActor(request), reason: body.reason }),
  );
  addRoute(app, routes.adminMemberUnblock, ({ params, request }) =>
    unblockMember(ctx, { userId: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminMemberAdjust, ({ params, body, request }) =>
    adjustMemberWallet(ctx, { userId: params._id, ...requireActor(request), body }),
  );
  addRoute(app, routes.adminAdjustments, async ({ query }) => {
    const result = await listAdjustments(ctx.db, { status: query.status, memberId: query.member, page: query.page });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminAdjustmentApprove, ({ params, request }) =>
    approveAdjustment(ctx, { adjustmentId: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminAdjustmentReject, ({ params, request }) =>
    rejectAdjustment(ctx, { adjustmentId: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminMemberSigninLink, ({ params, request }) =>
    issueSigninLink(ctx, { userId: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminVendorCreate, ({ body, request }) => createVendor(ctx, { body, ...requireActor(request) }));
  addRoute(app, routes.adminAudit, async ({ query, request }) => {
    const { timezone } = await getSettings(ctx.db);
    // An owner reads everyone's actions; any other role only its own (decision 020), which is what it needs to tell
    // a lost answer of its own from another operator's review.
    const auth = requireAuth(request);
    const operator = auth.operatorRole === 'owner' ? query.operator : auth.userId;
    const result = await listAudit(ctx.db, { ...query, operator, timeZone: timezone });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminSystem, async () => ({
    message: MSG.loaded,
    data: await getSystemStatus(ctx, { traffic: app.recentTraffic }),
  }));
}
