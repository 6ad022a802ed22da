import { CONSOLE_MSG, MSG, routes } from '@app/contract';
import { pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adjustmentOf, adjustmentPage, OPERATOR, signInOperator, toasts } from '../../../test/console-test-kit';
import { AdjustmentsPage } from './adjustments-page';

const ANN = adjustmentOf();
const BEN = adjustmentOf({
  _id: '44444444-4444-4444-8444-444444444444',
  member: { _id: '66666666-6666-4666-8666-666666666666', fullName: 'Ben Cho', referId: null },
  wallet: 'income',
  kind: 'correction',
  amount: 900,
  reason: 'Missed deposit',
  requestedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
});
const REVIEWED_AT = new Date(2024, 4, 7, 9, 30, 0).toISOString();
const SECOND = { _id: 'operator-3', fullName: 'Rita Review' };

interface AdjustmentsStub {
  list?: Responder<typeof routes.adminAdjustments>;
  approve?: Responder<typeof routes.adminAdjustmentApprove>;
  reject?: Responder<typeof routes.adminAdjustmentReject>;
}

function renderAdjustments(path = '/admin/adjustments', stub: AdjustmentsStub = {}) {
  const server = stubRoutes(
    on(routes.adminAdjustments, stub.list ?? adjustmentPage([ANN, BEN])),
    on(routes.operatorProfile, ok(MSG.loaded, OPERATOR)),
    on(
      routes.adminAdjustmentApprove,
      stub.approve ?? ok(CONSOLE_MSG.adjustmentApproved, { ...ANN, status: 'posted' as const }),
    ),
    on(
      routes.adminAdjustmentReject,
      stub.reject ?? ok(CONSOLE_MSG.adjustmentRejected, { ...ANN, status: 'rejected' as const }),
    ),
  );
  const view = renderRoutes(
    [{ path: '/admin/adjustments', Component: AdjustmentsPage }, landing(`/admin/members/${ANN.member._id}`)],
    path,
  );
  return { ...view, ...server };
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const APPROVE_ANN = "Approve 2,500.00 USDT to Ann Lee's Flexible wallet";
const REJECT_ANN = "Reject 2,500.00 USDT to Ann Lee's Flexible wallet";

describe('/admin/adjustments', () => {
  beforeEach(() => signInOperator());

  it('lists the credits waiting by default: member, wallet, kind, amount, reason and who asked when', async () => {
    const { calls } = renderAdjustments();
    await screen.findByRole('heading', { level: 1, name: 'Credits' });
    const ann = within(await screen.findByRole('list', { name: 'Adjustments' })).getAllByRole('listitem')[0];
    expect(calls.of(routes.adminAdjustments)[0]?.query).toEqual({ status: 'pending', page: '1' });
    expect(calls.of(routes.adminAdjustments)[0]?.headers.Authorization).toBe('Bearer operator-token');
    const row = within(ann as HTMLElement);
    expect(row.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe(`/admin/members/${ANN.member._id}`);
    expect(row.getByText('ANN123').closest('p')?.textContent).toBe('UID ANN123');
    expect(row.getByText('Pending')).toBeTruthy();
    expect(row.getByText('+2,500.00 USDT')).toBeTruthy();
    expect(row.getByText('Flexible wallet')).toBeTruthy();
    expect(row.getByText('Bonus')).toBeTruthy();
    expect(row.getByText('Top seller of the quarter')).toBeTruthy();
    expect(ann?.textContent).toContain('Requested by Tom Second on 2024-05-06 13:02:03');
    expect(await row.findByRole('button', { name: REJECT_ANN })).toBeTruthy();
    expect(row.getByRole('button', { name: APPROVE_ANN })).toBeTruthy();
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the requester their own credit waiting for a second operator, with nothing to click', async () => {
    renderAdjustments();
    await screen.findByRole('link', { name: 'Ben Cho' });
    const ben = rowOf('Ben Cho');
    expect(await within(ben).findByText('Waiting for a second operator')).toBeTruthy();
    expect(ben.textContent).toContain(`Requested by ${OPERATOR.fullName}`);
    expect(within(ben).queryByRole('button')).toBeNull();
    expect(within(rowOf('Ann Lee')).getAllByRole('button')).toHaveLength(2);
  });

  it('filters by status: the history says who approved or rejected, and what was posted at once', async () => {
    const approved = adjustmentOf({ status: 'posted', reviewedBy: SECOND, reviewedAt: REVIEWED_AT });
    const atOnce = adjustmentOf({
      _id: '55555555-5555-4555-8555-555555555555',
      member: BEN.member,
      wallet: 'deposit',
      kind: 'correction',
      amount: -12.5,
      reason: 'Credited twice',
      status: 'posted',
    });
    const rejected = adjustmentOf({ status: 'rejected', reviewedBy: SECOND, reviewedAt: REVIEWED_AT });
    const { user, calls } = renderAdjustments('/admin/adjustments', {
      list: (call) =>
        adjustmentPage(
          call.query.status === 'posted' ? [approved, atOnce] : call.query.status === 'rejected' ? [rejected] : [ANN],
        ),
    });
    await screen.findByRole('link', { name: 'Ann Lee' });

    await user.click(screen.getByRole('link', { name: 'Posted' }));
    expect(await screen.findByRole('link', { name: 'Ben Cho' })).toBeTruthy();
    expect(calls.of(routes.adminAdjustments).at(-1)?.query).toEqual({ status: 'posted', page: '1' });
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'Posted' }).getAttribute('aria-current')).toBe('page');
    const ann = rowOf('Ann Lee');
    expect(ann.textContent).toContain('Approved by Rita Review on 2024-05-07 09:30:00');
    expect(within(ann).getByText('Posted')).toBeTruthy();
    const ben = rowOf('Ben Cho');
    expect(within(ben).getByText('-12.50 USDT')).toBeTruthy();
    expect(within(ben).getByText('Electronic Wallet')).toBeTruthy();
    expect(ben.textContent).toContain('Posted at once: no second operator needed.');
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Rejected' }));
    await waitFor(() =>
      expect(calls.of(routes.adminAdjustments).at(-1)?.query).toEqual({ status: 'rejected', page: '1' }),
    );
    await waitFor(() =>
      expect(rowOf('Ann Lee').textContent).toContain('Rejected by Rita Review on 2024-05-07 09:30:00'),
    );
    expect(screen.queryByRole('link', { name: 'Ben Cho' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("asks before approving another operator's credit, stating it; Cancel sends nothing", async () => {
    const { user, calls } = renderAdjustments();
    await user.click(await screen.findByRole('button', { name: APPROVE_ANN }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit' });
    expect(dialog.textContent).toContain(`${APPROVE_ANN}?`);
    expect(dialog.textContent).toContain(ANN.reason);
    expect(dialog.textContent).toContain('Requested by');
    expect(dialog.textContent).toContain("posted to the member's wallet at once");
    expect(calls.of(routes.adminAdjustmentApprove)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.of(routes.adminAdjustmentApprove)).toHaveLength(0);
  });

  it("approves another operator's credit once, even pressed twice, and reads the queue again", async () => {
    let listed = 0;
    const { user, calls } = renderAdjustments('/admin/adjustments', {
      list: () => {
        listed += 1;
        return adjustmentPage(listed === 1 ? [ANN, BEN] : [BEN]);
      },
    });
    await user.click(await screen.findByRole('button', { name: APPROVE_ANN }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit' });
    pressTwiceAtOnce(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentApproved)).toBeTruthy();
    expect(calls.of(routes.adminAdjustmentApprove)).toHaveLength(1);
    expect(calls.of(routes.adminAdjustmentApprove)[0]).toMatchObject({ method: 'POST', params: { _id: ANN._id } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([CONSOLE_MSG.adjustmentApproved]);
    expect(calls.of(routes.adminAdjustmentReject)).toHaveLength(0);
  });

  it("rejects another operator's credit without asking, and shows a refusal where it was given", async () => {
    const { user, calls } = renderAdjustments('/admin/adjustments', {
      approve: fail(409, CONSOLE_MSG.adjustmentAlreadyReviewed, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: APPROVE_ANN }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(CONSOLE_MSG.adjustmentAlreadyReviewed),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Closed, the refusal stays beside the buttons it answers.
    await waitFor(() =>
      expect(within(rowOf('Ann Lee')).getByRole('alert').textContent).toBe(CONSOLE_MSG.adjustmentAlreadyReviewed),
    );
    expect(toasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: REJECT_ANN }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentRejected)).toBeTruthy();
    expect(calls.of(routes.adminAdjustmentReject)[0]).toMatchObject({ method: 'POST', params: { _id: ANN._id } });
  });

  it("opens the member's page from the row", async () => {
    const { user } = renderAdjustments();
    await user.click(await screen.findByRole('link', { name: 'Ann Lee' }));
    expect(await screen.findByText(`landed on /admin/members/${ANN.member._id}`)).toBeTruthy();
  });

  it('says so when no credit is waiting', async () => {
    renderAdjustments('/admin/adjustments', { list: adjustmentPage([]) });
    expect(await screen.findByText('No credits waiting')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Adjustments' })).toBeNull();
  });

  it('shows a skeleton while loading, then a retry when the list fails', async () => {
    let attempt = 0;
    const { user } = renderAdjustments('/admin/adjustments?status=rejected', {
      list: () => {
        attempt += 1;
        return attempt === 1 ? fail(500, MSG.internal, 'INTERNAL') : adjustmentPage([], { totalDocs: 0 });
      },
    });
    expect(screen.getByLabelText('Loading the adjustments')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rejected credits')).toBeTruthy();
  });
});
