// The member page's stubs and fixtures, for its tests (features/members/pages/member-*.test.tsx).
import { type AdjustmentRow, CONSOLE_MSG, MSG, type OperatorRole, routes } from '@app/contract';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { MemberPage } from '../features/members/pages/member-page';
import { CREATED, memberDetailOf, OPERATOR, operatorProfileAs, settingsOf } from './console-test-kit';

export const ANN = memberDetailOf();
export const BLOCKED_AT = new Date(2024, 4, 7, 9, 0, 0).toISOString();
export const LINK = {
  _id: 'opaque-id',
  url: '/autologin/opaque-id',
  expiresAt: new Date(2024, 4, 6, 13, 7, 3).toISOString(),
};

export interface MemberStub {
  detail?: Responder<typeof routes.adminMember>;
  block?: Responder<typeof routes.adminMemberBlock>;
  unblock?: Responder<typeof routes.adminMemberUnblock>;
  adjust?: Responder<typeof routes.adminMemberAdjust>;
  signinLink?: Responder<typeof routes.adminMemberSigninLink>;
  approve?: Responder<typeof routes.adminAdjustmentApprove>;
  /** The signed-in operator's role; an owner unless told. */
  role?: OperatorRole;
}

/** A credit above the approval limit, waiting; requested by the signed-in operator unless told otherwise. */
export function pendingOf(overrides: Partial<AdjustmentRow> = {}): AdjustmentRow {
  return {
    _id: '99999999-9999-4999-8999-999999999999',
    member: { _id: ANN._id, fullName: ANN.fullName, referId: ANN.referId },
    wallet: 'income',
    kind: 'bonus',
    amount: 2_500,
    reason: 'Top seller of the quarter',
    status: 'pending',
    requestedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
    requestedAt: CREATED.toISOString(),
    reviewedBy: null,
    reviewedAt: null,
    ...overrides,
  };
}
export const BY_ANOTHER = { requestedBy: { _id: 'operator-2', fullName: 'Tom Second' } };

export function renderMember(stub: MemberStub = {}) {
  const server = stubRoutes(
    // Hashes and addresses link to the block explorer from the operator's settings.
    on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
    on(routes.adminMember, stub.detail ?? ok(MSG.loaded, ANN)),
    on(routes.adminMemberKyc, ok(MSG.loaded, { status: 'none', reason: null, submission: null })),
    on(
      routes.adminMemberBlock,
      stub.block ??
        ok(MSG.memberBlocked, { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Chargeback fraud' }),
    ),
    on(routes.adminMemberUnblock, stub.unblock ?? ok(MSG.memberUnblocked, ANN)),
    on(routes.adminMemberAdjust, stub.adjust ?? ok(MSG.adjustmentPosted, { ...ANN, incomeBalance: 33 })),
    on(routes.adminMemberSigninLink, stub.signinLink ?? ok(MSG.signinLinkCreated, LINK)),
    operatorProfileAs(stub.role ?? OPERATOR.operatorRole),
    on(
      routes.adminAdjustmentApprove,
      stub.approve ?? ok(CONSOLE_MSG.adjustmentApproved, pendingOf({ ...BY_ANOTHER, status: 'posted' })),
    ),
    on(
      routes.adminAdjustmentReject,
      ok(CONSOLE_MSG.adjustmentRejected, pendingOf({ ...BY_ANOTHER, status: 'rejected' })),
    ),
  );
  const view = renderRoutes(
    [
      { path: '/admin/members/:id', Component: MemberPage },
      landing('/admin/members'),
      landing(`/admin/members/${ANN.sponsor?._id}`),
    ],
    `/admin/members/${ANN._id}`,
  );
  return { ...view, ...server };
}

export const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
export const fact = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
