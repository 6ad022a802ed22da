import { CONSOLE_MSG, MSG, routes } from '@app/contract';
import { errorOf } from '@app/web-kit/test/render-routes';
import { fail, ok } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator, toasts } from '../../../test/console-test-kit';
import {
  ANN,
  BLOCKED_AT,
  BY_ANOTHER,
  fact,
  pendingOf,
  renderMember,
  section,
} from '../../../test/member-page-test-kit';

// Blocking, unblocking and adjusting a member's balance from the member page, and the credits waiting there.
describe('/admin/members/:id actions', () => {
  beforeEach(() => signInOperator());

  it('blocks only with a reason, explaining that sessions end and sign-in is refused', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block member' });
    expect(dialog.textContent).toContain('Block Ann Lee (ann@example.com)?');
    expect(dialog.textContent).toContain('Every session of the account ends at once and they cannot sign in');

    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(errorOf('Reason')).toBe(MSG.reasonRequired));
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(errorOf('Reason')).toBe(MSG.reasonRequired));
    expect(calls.of(routes.adminMemberBlock)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(MSG.memberBlocked)).toBeTruthy();
    expect(calls.of(routes.adminMemberBlock)[0]).toMatchObject({
      method: 'POST',
      params: { _id: ANN._id },
      body: { reason: 'Chargeback fraud' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.memberBlocked]);
    const profile = section('Profile');
    expect(fact(profile, 'Status')).toContain('Blocked');
    expect(fact(profile, 'Status')).toContain('Reason: Chargeback fraud');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('shows the server message in the block dialog when it refuses', async () => {
    const { user } = renderMember({ block: fail(409, MSG.memberAlreadyBlocked, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block member' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.memberAlreadyBlocked));
    expect(toasts()).toEqual([]);
  });

  it('unblocks a blocked member after a confirmation', async () => {
    const blocked = { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Chargeback fraud' };
    const { user, calls } = renderMember({ detail: ok(MSG.loaded, blocked) });
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    expect(screen.getByText('Blocked: this member cannot sign in, and every session they had has ended.')).toBeTruthy();
    expect(fact(section('Profile'), 'Status')).toContain('since 2024-05-07 09:00:00');

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const dialog = screen.getByRole('dialog', { name: 'Unblock member' });
    expect(dialog.textContent).toContain('Unblock Ann Lee? They can sign in again');
    expect(dialog.textContent).toContain('Blocked because: Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));

    expect(await screen.findByText(MSG.memberUnblocked)).toBeTruthy();
    expect(calls.of(routes.adminMemberUnblock)[0]).toMatchObject({ method: 'POST', params: { _id: ANN._id } });
    expect(fact(section('Profile'), 'Status')).toBe('Can sign in');
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('adjusts a balance: shows the balance before and after, sends the signed amount, wallet and reason', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });

    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(errorOf('Wallet')).toBe(MSG.walletRequired));
    expect(errorOf('Amount (USDT)')).toBe(MSG.amountRequired);
    expect(errorOf('Reason')).toBe(MSG.reasonRequired);

    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');
    expect(dialog.textContent).toContain('Flexible wallet now45.50 USDT');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '-12.5');
    expect(dialog.textContent).toContain('After this adjustment33.00 USDT');
    expect(dialog.textContent).toContain('Debits 12.50 USDT.');
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'deposit');
    expect(dialog.textContent).toContain('Electronic Wallet now120.00 USDT');
    expect(dialog.textContent).toContain('After this adjustment107.50 USDT');
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');

    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(MSG.adjustmentPosted)).toBeTruthy();
    expect(calls.of(routes.adminMemberAdjust)[0]).toMatchObject({
      method: 'POST',
      params: { _id: ANN._id },
      body: { wallet: 'income', amount: '-12.5', reason: 'Duplicate credit' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.adjustmentPosted]);
    expect(fact(section('Wallets'), 'Flexible wallet')).toBe('33.00 USDT');
  });

  it('credits with a positive amount and rejects an amount that is not one', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'deposit');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '1.2345678');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(errorOf('Amount (USDT)')).toBe(MSG.amountInvalid));
    expect(calls.of(routes.adminMemberAdjust)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Amount (USDT)'));
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '30');
    expect(dialog.textContent).toContain('After this adjustment150.00 USDT');
    expect(dialog.textContent).toContain('Credits 30.00 USDT.');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(calls.of(routes.adminMemberAdjust)).toHaveLength(1));
    expect(calls.of(routes.adminMemberAdjust)[0]?.body).toEqual({
      wallet: 'deposit',
      amount: '30',
      reason: 'Goodwill',
      kind: 'correction',
    });
  });

  it('requests a large bonus: the answer shows it waiting for a second operator, with nothing to click', async () => {
    const waiting = { ...ANN, pendingAdjustments: [pendingOf()] };
    const { user, calls } = renderMember({ adjust: ok(CONSOLE_MSG.adjustmentPending, waiting) });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'deposit');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '2500');
    await user.type(within(dialog).getByLabelText('Reason'), 'Top seller of the quarter');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    // A bonus is a credit of the Flexible wallet: the contract's rule, checked before anything is sent.
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.adjustmentBonusIncomeCredit));
    expect(calls.of(routes.adminMemberAdjust)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentPending)).toBeTruthy();
    expect(calls.of(routes.adminMemberAdjust)[0]?.body).toEqual({
      wallet: 'income',
      amount: '2500',
      reason: 'Top seller of the quarter',
      kind: 'bonus',
    });
    const card = section('Adjustments waiting for approval');
    expect(card.textContent).toContain('Top seller of the quarter');
    expect(card.textContent).toContain('Requested by Olga Ops');
    expect(within(card).getByText('Waiting for a second operator')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(fact(section('Wallets'), 'Flexible wallet')).toBe('45.50 USDT');
  });

  it("approves another operator's request and reads the member again", async () => {
    const { user, calls } = renderMember({
      detail: ok(MSG.loaded, { ...ANN, pendingAdjustments: [pendingOf(BY_ANOTHER)] }),
    });
    const card = (await screen.findByRole('heading', { name: 'Adjustments waiting for approval' })).closest(
      'section',
    ) as HTMLElement;
    expect(card.textContent).toContain('Requested by Tom Second');
    await user.click(await within(card).findByRole('button', { name: 'Approve 2,500.00 USDT to the Flexible wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit' });
    expect(dialog.textContent).toContain('Approve 2,500.00 USDT to the Flexible wallet?');
    expect(calls.of(routes.adminAdjustmentApprove)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentApproved)).toBeTruthy();
    expect(calls.of(routes.adminAdjustmentApprove)[0]).toMatchObject({
      method: 'POST',
      params: { _id: pendingOf()._id },
    });
    await waitFor(() => expect(calls.of(routes.adminMember).length).toBeGreaterThan(1));
  });

  it("rejects another operator's request, and shows the server's refusal of one's own", async () => {
    const { user, calls } = renderMember({
      detail: ok(MSG.loaded, { ...ANN, pendingAdjustments: [pendingOf(BY_ANOTHER)] }),
      approve: fail(409, CONSOLE_MSG.adjustmentOwnRequest, 'CONFLICT'),
    });
    const card = (await screen.findByRole('heading', { name: 'Adjustments waiting for approval' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: 'Approve 2,500.00 USDT to the Flexible wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(CONSOLE_MSG.adjustmentOwnRequest));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe(CONSOLE_MSG.adjustmentOwnRequest));
    await user.click(within(card).getByRole('button', { name: 'Reject 2,500.00 USDT to the Flexible wallet' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentRejected)).toBeTruthy();
    expect(calls.of(routes.adminAdjustmentReject)[0]?.params).toEqual({ _id: pendingOf()._id });
  });

  it("warns when a debit goes below zero and shows the server's refusal in the dialog", async () => {
    const { user } = renderMember({ adjust: fail(409, MSG.adjustmentBelowZero, 'INSUFFICIENT_FUNDS') });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '-50');
    expect(dialog.textContent).toContain('After this adjustment-4.50 USDT');
    expect(dialog.textContent).toContain('more than the wallet holds, so the server refuses it');
    await user.type(within(dialog).getByLabelText('Reason'), 'Clawback');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.adjustmentBelowZero));
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Adjust balance' })).toBeTruthy();
  });
});

// docs/decisions/020-operator-roles.md: each role sees the actions its calls may make, and no others.
describe('/admin/members/:id by role', () => {
  beforeEach(() => signInOperator());

  const actions = () =>
    screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => ['Sign-in link', 'Adjust balance', 'Block', 'Unblock'].includes(name ?? ''));

  it('gives an owner every action', async () => {
    renderMember();
    await screen.findByRole('heading', { name: 'Identity check' });
    expect(actions()).toEqual(['Sign-in link', 'Adjust balance', 'Block']);
  });

  it('gives finance the member read only but for adjusting a balance and deciding credits: no block, no identity check', async () => {
    const { calls } = renderMember({
      role: 'finance',
      detail: ok(MSG.loaded, { ...ANN, pendingAdjustments: [pendingOf(BY_ANOTHER)] }),
    });
    const card = (await screen.findByRole('heading', { name: 'Adjustments waiting for approval' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(actions()).toEqual(['Adjust balance']));
    expect(within(card).getByRole('button', { name: 'Approve 2,500.00 USDT to the Flexible wallet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Identity check' })).toBeNull();
    expect(calls.of(routes.adminMemberKyc)).toHaveLength(0);
  });

  it('gives support blocks and identity checks, and no money action', async () => {
    renderMember({ role: 'support', detail: ok(MSG.loaded, { ...ANN, pendingAdjustments: [pendingOf(BY_ANOTHER)] }) });
    expect(await screen.findByRole('heading', { name: 'Identity check' })).toBeTruthy();
    expect(actions()).toEqual(['Block']);
    const card = section('Adjustments waiting for approval');
    expect(card.textContent).toContain('Top seller of the quarter');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('lets support unblock a blocked member', async () => {
    renderMember({
      role: 'support',
      detail: ok(MSG.loaded, { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Chargeback fraud' }),
    });
    await screen.findByRole('heading', { name: 'Identity check' });
    expect(actions()).toEqual(['Unblock']);
  });
});
