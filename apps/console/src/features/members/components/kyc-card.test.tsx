import { CONSOLE_MSG, type KycState, MSG, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATED, signInOperator, toasts } from '../../../test/console-test-kit';
import { KycCard } from './kyc-card';

const MEMBER_ID = '77777777-7777-4777-8777-777777777777';
const SUBMISSION = {
  _id: '12121212-1212-4121-8121-121212121212',
  fullName: 'Ann Lee',
  dateOfBirth: '1990-05-17',
  country: 'IN',
  documentType: 'national_id' as const,
  documentNumber: 'ID-4455',
  documentMime: 'image/png' as const,
  documentSize: 2048,
  status: 'pending' as const,
  reason: null,
  submittedAt: CREATED.toISOString(),
  reviewedAt: null,
};
const PENDING: KycState = { status: 'pending', reason: null, submission: SUBMISSION };
const reviewed = (status: 'approved' | 'rejected', reason: string | null = null): KycState => ({
  status,
  reason,
  submission: { ...SUBMISSION, status, reason, reviewedAt: CREATED.toISOString() },
});

interface Stubs {
  state?: KycState;
  approve?: Responder<typeof routes.adminMemberKycApprove>;
  reject?: Responder<typeof routes.adminMemberKycReject>;
}

function renderCard(stubs: Stubs = {}) {
  const server = stubRoutes(
    on(routes.adminMemberKyc, ok(MSG.loaded, stubs.state ?? PENDING)),
    on(routes.adminMemberKycDocument, { status: 200, body: 'png-bytes' } as never),
    on(routes.adminMemberKycApprove, stubs.approve ?? ok(CONSOLE_MSG.kycApproved, reviewed('approved'))),
    on(routes.adminMemberKycReject, stubs.reject ?? ok(CONSOLE_MSG.kycRejected, reviewed('rejected', 'Blurred'))),
  );
  const view = renderRoutes(
    [{ path: '/admin/members/:id', element: <KycCard memberId={MEMBER_ID} /> }],
    `/admin/members/${MEMBER_ID}`,
  );
  return { ...view, ...server };
}

describe('the console member page: Identity check card', () => {
  beforeEach(() => {
    signInOperator();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => {} }));
  });

  it('shows the fields and the document fetched through the operator call with the operator token', async () => {
    const { calls } = renderCard();
    const card = (await screen.findByRole('heading', { name: 'Identity check' })).closest('section') as HTMLElement;
    expect(await within(card).findByText('KYC pending')).toBeTruthy();
    expect(within(card).getByText('Ann Lee')).toBeTruthy();
    expect(within(card).getByText('1990-05-17')).toBeTruthy();
    expect(within(card).getByText('India (IN)')).toBeTruthy();
    expect(within(card).getByText('National ID card')).toBeTruthy();
    expect(within(card).getByText('ID-4455')).toBeTruthy();
    const image = (await within(card).findByRole('img', { name: 'Identity document of Ann Lee' })) as HTMLImageElement;
    expect(image.src).toBe('blob:document');
    const [documentCall] = calls.of(routes.adminMemberKycDocument);
    expect(documentCall?.headers.Authorization).toBe('Bearer operator-token');
    expect(documentCall?.params).toEqual({ _id: MEMBER_ID });
  });

  it('approves the submission shown and says so', async () => {
    const { user, calls } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.of(routes.adminMemberKycApprove)[0]?.body).toEqual({ submissionId: SUBMISSION._id }),
    );
    await waitFor(() => expect(toasts()).toContain(CONSOLE_MSG.kycApproved));
    expect(await screen.findByText('KYC approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects only with a reason, and sends it', async () => {
    const { user, calls } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MSG.reasonRequired)).toBeTruthy();
    expect(calls.of(routes.adminMemberKycReject)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.of(routes.adminMemberKycReject)[0]?.body).toEqual({
        submissionId: SUBMISSION._id,
        reason: 'Blurred',
      }),
    );
    await waitFor(() => expect(toasts()).toContain(CONSOLE_MSG.kycRejected));
    expect(await screen.findByText('KYC rejected')).toBeTruthy();
  });

  it("shows another operator's earlier review as the server's message", async () => {
    const { user } = renderCard({ approve: fail(409, CONSOLE_MSG.kycAlreadyReviewed, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CONSOLE_MSG.kycAlreadyReviewed)).toBeTruthy();
  });

  it('says when the member has not sent one, with no buttons', async () => {
    renderCard({ state: { status: 'none', reason: null, submission: null } });
    expect(await screen.findByText('This member has not sent one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
