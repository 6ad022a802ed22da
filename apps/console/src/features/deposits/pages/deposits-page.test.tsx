import { MSG, routes } from '@app/contract';
import { pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, replyWith, stubRoutes, unreachable } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminDepositRow,
  auditEntryOf,
  auditPage,
  depositOf,
  depositPage,
  OPERATOR as SIGNED_IN_OPERATOR,
  settingsOf,
  signInOperator,
  TX_HASH,
  toasts,
} from '../../../test/console-test-kit';
import { CONTACT_SUPPORT, HASH_NOT_FOUND, keptReasonsStub } from '../../../test/rejection-reasons-test-kit';
import { DepositsPage } from './deposits-page';

const ANN = depositOf();
const CARL = depositOf({
  _id: '55555555-5555-4555-8555-555555555555',
  amount: 1234.5,
  member: { _id: 'member-3', fullName: 'Carl Diaz', email: 'carl@example.com' },
});

// An explorer other than the default's: the links follow the operator's template, not a fixed explorer.
const EXPLORER_SETTINGS = settingsOf({ explorerTransactionUrl: 'https://explorer.example/tx/{hash}' });

interface DepositsStub {
  list?: Responder<typeof routes.adminDeposits>;
  approve?: Responder<typeof routes.adminDepositApprove>;
  reject?: Responder<typeof routes.adminDepositReject>;
  audit?: Responder<typeof routes.adminAudit>;
}

const OPERATOR = {
  ...SIGNED_IN_OPERATOR,
  _id: '77777777-7777-4777-8777-777777777777',
  fullName: 'Op One',
  email: 'op@example.com',
};

function renderDeposits(path = '/admin/deposits', stub: DepositsStub = {}) {
  const server = stubRoutes(
    // Hashes and addresses link to the block explorer from the operator's settings.
    on(routes.adminSettings, ok(MSG.loaded, EXPLORER_SETTINGS)),
    on(routes.adminDeposits, stub.list ?? depositPage([ANN, CARL])),
    on(routes.adminDepositApprove, stub.approve ?? ok(MSG.depositApproved, { ...ANN, status: 'success' })),
    on(routes.adminDepositReject, stub.reject ?? ok(MSG.depositRejected, { ...ANN, status: 'reject' })),
    keptReasonsStub(),
    on(routes.operatorProfile, ok(MSG.loaded, OPERATOR)),
    on(routes.adminAudit, stub.audit ?? auditPage([])),
  );
  const view = renderRoutes([{ path: '/admin/deposits', Component: DepositsPage }], path);
  return { ...view, ...server };
}

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('/admin/deposits', () => {
  beforeEach(() => signInOperator());

  it('lists the pending deposits by default: member, amount, hash with copy, time and status', async () => {
    const { calls, user } = renderDeposits();
    const ann = (await screen.findByText('Ann Lee')).closest('li') as HTMLElement;
    expect(calls.of(routes.adminDeposits)[0]?.query).toEqual({ status: 'pending', page: '1' });
    expect(calls.of(routes.adminDeposits)[0]?.headers.Authorization).toBe('Bearer operator-token');
    expect(within(ann).getByText('ann@example.com')).toBeTruthy();
    expect(within(ann).getByText('250.00 USDT')).toBeTruthy();
    expect(within(ann).getByText('2024-05-06 13:02:03')).toBeTruthy();
    expect(within(ann).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('Carl Diaz')).getByText('1,234.50 USDT')).toBeTruthy();
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    expect(
      (
        await within(ann).findByRole('link', { name: /^Open transaction hash 0xabab…abab on the block explorer/ })
      ).getAttribute('href'),
    ).toBe(`https://explorer.example/tx/${TX_HASH}`);
    await user.click(within(ann).getByRole('button', { name: 'Copy transaction hash 0xabab…abab' }));
    expect(writeText).toHaveBeenCalledWith(TX_HASH);
    expect(await screen.findByText(MSG.transactionHashCopied)).toBeTruthy();
  });

  it('orders the queue oldest or newest first, the default following the filter, and keeps it across pages', async () => {
    const { calls, user } = renderDeposits('/admin/deposits', {
      list: depositPage([ANN], { totalDocs: 15, totalPages: 2 }),
    });
    await screen.findByText('Ann Lee');
    const order = screen.getByLabelText('Order') as HTMLSelectElement;
    expect(order.value).toBe('oldest');
    await user.selectOptions(order, 'newest');
    await waitFor(() =>
      expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ status: 'pending', order: 'newest', page: '1' }),
    );
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ status: 'pending', order: 'newest', page: '2' }),
    );
    await user.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ page: '1' }));
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('newest');
  });

  it('approves after a confirmation that states the amount and the member, then refreshes the list', async () => {
    let listed = 0;
    const { user, calls } = renderDeposits('/admin/deposits', {
      list: () => {
        listed += 1;
        return depositPage(listed === 1 ? [ANN, CARL] : [CARL]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve 250.00 USDT from Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    expect(within(dialog).getByText('Approve 250.00 USDT from Ann Lee?')).toBeTruthy();
    expect(within(dialog).getByText(TX_HASH)).toBeTruthy();
    expect(calls.of(routes.adminDepositApprove)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MSG.depositApproved)).toBeTruthy();
    expect(calls.of(routes.adminDepositApprove)).toHaveLength(1);
    expect(calls.of(routes.adminDepositApprove)[0]).toMatchObject({ method: 'POST', params: { _id: ANN._id } });
    await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
    expect(calls.of(routes.adminDeposits)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.depositApproved]);
  });

  it('cancels an approval without calling the server', async () => {
    const { user, calls } = renderDeposits();
    await user.click(await screen.findByRole('button', { name: 'Approve 250.00 USDT from Ann Lee' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.of(routes.adminDepositApprove)).toHaveLength(0);
  });

  it('shows a refused approval in the dialog', async () => {
    const { user } = renderDeposits('/admin/deposits', {
      approve: fail(409, MSG.depositAlreadyReviewed, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve 250.00 USDT from Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.depositAlreadyReviewed));
  });

  // The server reviews a deposit once: a second approve is refused as already reviewed.
  function approveOnce(first: Responder<typeof routes.adminDepositApprove>) {
    let sent = 0;
    return () => {
      sent += 1;
      if (sent > 1) return fail(409, MSG.depositAlreadyReviewed, 'CONFLICT');
      return typeof first === 'function' ? first({} as never) : first;
    };
  }

  async function openApproval(user: ReturnType<typeof renderDeposits>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Approve 250.00 USDT from Ann Lee' }));
    return within(screen.getByRole('dialog', { name: 'Approve deposit' })).getByRole('button', { name: 'Approve' });
  }

  it('approves once when Approve is pressed twice at once, and shows the success', async () => {
    const { user, calls } = renderDeposits('/admin/deposits', {
      approve: approveOnce(ok(MSG.depositApproved, { ...ANN, status: 'success' })),
    });
    pressTwiceAtOnce(await openApproval(user));
    expect(await screen.findByText(MSG.depositApproved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.of(routes.adminDepositApprove)).toHaveLength(1);
    expect(toasts()).toEqual([MSG.depositApproved]);
  });

  it("reads a retry's 'already reviewed' as its own lost approve when the audit log names this operator", async () => {
    const { user, calls } = renderDeposits('/admin/deposits', {
      approve: approveOnce(unreachable()),
      audit: auditPage([auditEntryOf({ action: 'deposit.approve', targetId: ANN._id })]),
    });
    const approve = await openApproval(user);
    await user.click(approve);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.networkFailed));
    await user.click(approve);
    expect(await screen.findByText(MSG.depositApproved)).toBeTruthy();
    expect(calls.of(routes.adminAudit)[0]?.query).toMatchObject({
      action: 'deposit.approve',
      operator: OPERATOR._id,
      record: ANN._id,
    });
  });

  it("keeps a retry's 'already reviewed' a refusal when the audit log has no approve of it by this operator", async () => {
    const { user } = renderDeposits('/admin/deposits', { approve: approveOnce(unreachable()), audit: auditPage([]) });
    const approve = await openApproval(user);
    await user.click(approve);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.networkFailed));
    await user.click(approve);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.depositAlreadyReviewed));
  });

  it('says on each pending deposit whose hash the chain did not check that the approval rests on the explorer', async () => {
    const watched = depositOf({ _id: CARL._id, member: CARL.member, hashCheckedOnChain: true, status: 'success' });
    const { user } = renderDeposits('/admin/deposits?status=all', { list: depositPage([ANN, watched]) });
    const ann = (await screen.findByText('Ann Lee')).closest('li') as HTMLElement;
    expect(
      within(ann).getByText('Not checked on chain: confirm the transfer on the explorer before approving.'),
    ).toBeTruthy();
    expect(rowOf('Carl Diaz').textContent).not.toContain('Not checked on chain');
    await user.click(within(ann).getByRole('button', { name: 'Approve 250.00 USDT from Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    expect(within(dialog).getByText('Not checked: the hash is the member’s word')).toBeTruthy();
  });

  describe('above the approval limit (four eyes on sums)', () => {
    const ABOVE = depositOf({ _id: CARL._id, member: CARL.member, amount: 1234.5, needsSecondOperator: true });
    const SECOND = { _id: '88888888-8888-4888-8888-888888888888', fullName: 'Dee Second' };
    const approvedAt = new Date(2024, 4, 6, 14, 0, 0).toISOString();

    it('offers the first approval in its own words, and answers that it waits for a second operator', async () => {
      const waiting = { ...ABOVE, approvedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName }, approvedAt };
      const { user, calls } = renderDeposits('/admin/deposits', {
        list: depositPage([ABOVE]),
        approve: replyWith({ success: true, message: MSG.depositApprovedFirst, data: waiting }, 202),
      });
      const carl = (await screen.findByText('Carl Diaz')).closest('li') as HTMLElement;
      expect(within(carl).getByText('Needs a second operator')).toBeTruthy();
      expect(carl.textContent).toContain('you approve it, another operator credits it.');
      const button = within(carl).getByRole('button', {
        name: 'Approve 1,234.50 USDT from Carl Diaz (a second operator credits it)',
      });
      expect(button.textContent).toBe('Approve (a second operator credits it)');
      await user.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
      expect(
        within(dialog).getByText(
          'Your approval credits nothing yet: it is recorded, and the deposit waits for a second operator, who credits it. You cannot credit it yourself.',
        ),
      ).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Approve (a second operator credits it)' }));
      expect(await screen.findByText(MSG.depositApprovedFirst)).toBeTruthy();
      expect(calls.of(routes.adminDepositApprove)[0]).toMatchObject({ params: { _id: CARL._id } });
      expect(toasts()).toEqual([MSG.depositApprovedFirst]);
    });

    it('shows the operator who approved first that it waits, with Approve disabled and why, and Reject open', async () => {
      const mine = {
        ...ABOVE,
        approvedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
        approvedAt,
        canApprove: false,
        cannotApproveReason: MSG.depositSameOperator,
      };
      renderDeposits('/admin/deposits', { list: depositPage([mine]) });
      const carl = (await screen.findByText('Carl Diaz')).closest('li') as HTMLElement;
      expect(carl.textContent).toContain('Approved first by Op One 2024-05-06 14:00:00: another operator credits it.');
      const approve = within(carl).getByRole('button', { name: 'Approve 1,234.50 USDT from Carl Diaz' });
      expect((approve as HTMLButtonElement).disabled).toBe(true);
      const reason = `Cannot approve: ${MSG.depositSameOperator}`;
      expect(within(carl).getByText(reason)).toBeTruthy();
      expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
      const reject = within(carl).getByRole('button', { name: 'Reject 1,234.50 USDT from Carl Diaz' });
      expect((reject as HTMLButtonElement).disabled).toBe(false);
    });

    it("offers a second operator the credit of another's first approval, naming who approved it", async () => {
      const others = { ...ABOVE, approvedBy: SECOND, approvedAt };
      const { user } = renderDeposits('/admin/deposits', {
        list: depositPage([others]),
        approve: ok(MSG.depositApproved, { ...others, status: 'success', canApprove: false }),
      });
      const carl = (await screen.findByText('Carl Diaz')).closest('li') as HTMLElement;
      expect(carl.textContent).toContain(
        'Approved first by Dee Second 2024-05-06 14:00:00: another operator credits it.',
      );
      const button = within(carl).getByRole('button', { name: 'Approve 1,234.50 USDT from Carl Diaz' });
      expect(button.textContent).toBe('Approve');
      await user.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
      expect(within(dialog).getByText('Dee Second, 2024-05-06 14:00:00')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(MSG.depositApproved)).toBeTruthy();
    });

    it("reads a retry's refusal as the operator's own first approval as that approval, whose answer was lost", async () => {
      let sent = 0;
      const { user } = renderDeposits('/admin/deposits', {
        list: depositPage([ABOVE]),
        approve: () => {
          sent += 1;
          return sent === 1 ? unreachable() : fail(409, MSG.depositSameOperator, 'CONFLICT');
        },
      });
      await user.click(
        await screen.findByRole('button', {
          name: 'Approve 1,234.50 USDT from Carl Diaz (a second operator credits it)',
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
      const approve = within(dialog).getByRole('button', { name: 'Approve (a second operator credits it)' });
      await user.click(approve);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.networkFailed));
      await user.click(approve);
      expect(await screen.findByText(MSG.depositApprovedFirst)).toBeTruthy();
    });
  });

  it('rejects only with a kept reason or free text, and sends it', async () => {
    const { user, calls } = renderDeposits();
    await user.click(await screen.findByRole('button', { name: 'Reject 1,234.50 USDT from Carl Diaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    expect(within(dialog).getByText('Reject 1,234.50 USDT from Carl Diaz?')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(errorOf('Reason in your words')).toBe(MSG.rejectReasonRequired));
    await user.type(within(dialog).getByLabelText('Reason in your words'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(errorOf('Reason in your words')).toBe(MSG.rejectReasonRequired));
    expect(calls.of(routes.adminDepositReject)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason in your words'), 'No such transfer on chain');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MSG.depositRejected)).toBeTruthy();
    expect(calls.of(routes.adminDepositReject)[0]).toMatchObject({
      params: { _id: CARL._id },
      body: { reason: 'No such transfer on chain' },
    });
    expect(calls.of(routes.adminDepositReject)[0]?.body).not.toHaveProperty('reasonId');
    expect(calls.of(routes.adminDeposits)).toHaveLength(2);
  });

  it("offers the kept reasons for deposits, not withdrawals' nor retired ones, and sends the one chosen", async () => {
    const { user, calls } = renderDeposits();
    await user.click(await screen.findByRole('button', { name: 'Reject 1,234.50 USDT from Carl Diaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    const select = within(dialog).getByLabelText('Kept reason') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(Array.from(select.options, (option) => option.textContent)).toEqual([
      'None: write the reason below',
      HASH_NOT_FOUND.texts.en,
      CONTACT_SUPPORT.texts.en,
    ]);
    await user.selectOptions(select, HASH_NOT_FOUND._id);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MSG.depositRejected)).toBeTruthy();
    expect(calls.of(routes.adminDepositReject)[0]?.body).toEqual({ reasonId: HASH_NOT_FOUND._id });
  });

  it('sends a kept reason and free text together', async () => {
    const { user, calls } = renderDeposits();
    await user.click(await screen.findByRole('button', { name: 'Reject 1,234.50 USDT from Carl Diaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    const select = within(dialog).getByLabelText('Kept reason') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    await user.selectOptions(select, CONTACT_SUPPORT._id);
    await user.type(within(dialog).getByLabelText('Reason in your words'), 'Sent from an exchange');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MSG.depositRejected)).toBeTruthy();
    expect(calls.of(routes.adminDepositReject)[0]?.body).toEqual({
      reasonId: CONTACT_SUPPORT._id,
      reason: 'Sent from an exchange',
    });
  });

  it('filters by status through ?status= and shows each filter its own empty state', async () => {
    const { user, calls } = renderDeposits('/admin/deposits', { list: depositPage([]) });
    expect(await screen.findByRole('heading', { name: 'No deposits waiting' })).toBeTruthy();

    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    await user.click(within(filter).getByRole('link', { name: 'Approved' }));
    expect(await screen.findByRole('heading', { name: 'No approved deposits' })).toBeTruthy();
    expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ status: 'success', page: '1' });

    await user.click(within(filter).getByRole('link', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'No rejected deposits' })).toBeTruthy();
    expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ status: 'reject', page: '1' });

    await user.click(within(filter).getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'No deposits yet' })).toBeTruthy();
    expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ page: '1' });
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows decided deposits without actions, with the reason of a reject', async () => {
    const rows: AdminDepositRow[] = [
      depositOf({ status: 'success', reviewedAt: new Date(2024, 4, 7, 9, 0, 0).toISOString() }),
      depositOf({ _id: CARL._id, member: CARL.member, status: 'reject', reason: 'Wrong network' }),
    ];
    renderDeposits('/admin/deposits?status=all', { list: depositPage(rows) });
    const ann = (await screen.findByText('Ann Lee')).closest('li') as HTMLElement;
    expect(within(ann).getByText('Approved')).toBeTruthy();
    expect(ann.textContent).toContain('Reviewed 2024-05-07 09:00:00');
    expect(within(rowOf('Carl Diaz')).getByText('Rejected')).toBeTruthy();
    expect(within(rowOf('Carl Diaz')).getByText('Reason: Wrong network')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();
  });

  it('pages through ?page= keeping the filter', async () => {
    const { user, calls } = renderDeposits('/admin/deposits?status=reject', {
      list: (call) => depositPage([ANN], { page: Number(call.query.page), totalPages: 2, totalDocs: 11 }),
    });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(calls.of(routes.adminDeposits).at(-1)?.query).toEqual({ status: 'reject', page: '2' });
  });

  it('shows the skeleton while loading, then a retry and the server message on failure', async () => {
    renderDeposits('/admin/deposits', { list: fail(500, MSG.internal, 'INTERNAL') });
    expect(screen.getByRole('list', { name: 'Loading the deposits' })).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
