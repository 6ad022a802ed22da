import { MSG, routes } from '@app/contract';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditEntryOf,
  auditPage,
  OPERATOR,
  operatorProfileAs,
  operatorRowOf,
  PAYOUT_HASH,
  profileShown,
  signInOperator,
} from '../../../test/console-test-kit';
import { AUDIT_ACTIONS } from '../components/audit-actions';
import { AuditPage } from './audit-page';

const OPERATOR_ID = '13131313-1313-4131-8131-131313131313';
const OPERATOR_ROW = operatorRowOf({ fullName: OPERATOR.fullName, email: OPERATOR.email });
const ADJUST = auditEntryOf();
const PAY = auditEntryOf({
  _id: '14141414-1414-4141-8141-141414141414',
  action: 'withdrawal.pay',
  operator: { _id: 'operator-2', fullName: 'Pat Second', email: 'pat@example.com' },
  targetType: 'withdrawal',
  targetId: '22222222-2222-4222-8222-222222222222',
  details: {
    transactionHash: PAYOUT_HASH,
    netAmountMicros: '5700000000',
    approvedBy: OPERATOR_ID,
    approvedAt: new Date(2024, 4, 6, 12, 0, 1).toISOString(),
  },
  people: { [OPERATOR_ID]: { fullName: 'Olive Operator', email: 'olive@example.com' } },
});
const PACKAGE = auditEntryOf({
  _id: '15151515-1515-4151-8151-151515151515',
  action: 'package.update',
  operator: null,
  targetType: 'package',
  targetId: 'package-1',
  details: { from: { title: 'Gold', price: 500 }, to: { title: 'Gold', price: 600 } },
});

function renderAudit(list: Responder<typeof routes.adminAudit>, path = '/admin/audit') {
  const server = stubRoutes(
    on(
      routes.adminOperators,
      ok(MSG.loaded, {
        docs: [
          { ...OPERATOR_ROW, _id: OPERATOR_ID, isSelf: true },
          { ...OPERATOR_ROW, _id: 'operator-2', fullName: 'Pat Second', email: 'pat@example.com' },
        ],
        totalDocs: 2,
        limit: 10,
        page: 1,
        totalPages: 1,
      }),
    ),
    on(routes.adminAudit, list),
  );
  const view = renderRoutes(
    [{ path: '/admin/audit', Component: AuditPage }, landing(`/admin/members/${ADJUST.targetId}`)],
    path,
  );
  return { ...view, ...server };
}

const entryOf = (label: string) => screen.getByText(label).closest('li') as HTMLElement;
const detail = (entry: HTMLElement, label: string) =>
  within(entry).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/admin/audit', () => {
  beforeEach(() => signInOperator());

  it('lists the entries with time, operator, action, target and readable details, amounts in USDT', async () => {
    const { calls, user } = renderAudit(auditPage([ADJUST, PAY, PACKAGE]));
    await screen.findByText('Balance adjusted');
    expect(calls.of(routes.adminAudit)[0]?.query).toEqual({ page: '1' });

    const adjust = entryOf('Balance adjusted');
    expect(within(adjust).getByText('member.adjust')).toBeTruthy();
    expect(within(adjust).getByText('2024-05-06 13:02:03')).toBeTruthy();
    expect(adjust.textContent).toContain('By Olga Ops (ops@example.com) from 203.0.113.7');
    expect(detail(adjust, 'Wallet')).toBe('Flexible wallet');
    expect(detail(adjust, 'Amount')).toBe('-12.50 USDT');
    expect(detail(adjust, 'Reason')).toBe('Duplicate credit');
    expect(detail(adjust, 'Balance before')).toBe('100.00 USDT');
    expect(detail(adjust, 'Balance after')).toBe('87.50 USDT');

    const pay = entryOf('Withdrawal paid');
    expect(pay.textContent).toContain('By Pat Second (pat@example.com)');
    expect(pay.textContent).toContain('withdrawal 22222222…');
    expect(detail(pay, 'Net amount')).toBe('5,700.00 USDT');
    expect(detail(pay, 'Transaction hash')).toBe(PAYOUT_HASH);
    expect(detail(pay, 'Approved by')).toBe('Olive Operator (olive@example.com)');
    // Times the server stored as ISO strings read like every other time on screen.
    expect(detail(pay, 'Approved at')).toBe('2024-05-06 12:00:01');

    const pack = entryOf('Package changed');
    expect(pack.textContent).toContain('By an operator no longer on record');
    expect(detail(pack, 'From')).toBe('TitleGoldPrice500');
    expect(detail(pack, 'To')).toBe('TitleGoldPrice600');

    await user.click(within(adjust).getByRole('link', { name: '77777777… (open the member)' }));
    expect(await screen.findByText(`landed on /admin/members/${ADJUST.targetId}`)).toBeTruthy();
  });

  it('filters by action and by operator, sending the query, and pages with the filters kept', async () => {
    const { calls, user } = renderAudit(auditPage([ADJUST], { totalDocs: 15, totalPages: 2 }));
    await screen.findByText('Balance adjusted');
    const actions = screen.getByLabelText('Action') as HTMLSelectElement;
    expect(Array.from(actions.options, (option) => option.value)).toEqual(['', ...Object.keys(AUDIT_ACTIONS)]);

    await user.selectOptions(actions, 'member.block');
    await waitFor(() =>
      expect(calls.of(routes.adminAudit).at(-1)?.query).toEqual({ action: 'member.block', page: '1' }),
    );

    const operators = screen.getByLabelText('Operator') as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(operators.options, (option) => option.textContent)).toEqual([
        'All operators',
        `Me (${OPERATOR.fullName})`,
        'Pat Second (pat@example.com)',
      ]),
    );
    await user.selectOptions(operators, OPERATOR_ID);
    await waitFor(() =>
      expect(calls.of(routes.adminAudit).at(-1)?.query).toEqual({
        action: 'member.block',
        operator: OPERATOR_ID,
        page: '1',
      }),
    );
    expect(operators.value).toBe(OPERATOR_ID);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.of(routes.adminAudit).at(-1)?.query).toEqual({
        action: 'member.block',
        operator: OPERATOR_ID,
        page: '2',
      }),
    );

    await user.selectOptions(operators, '');
    await user.selectOptions(actions, '');
    await waitFor(() => expect(calls.of(routes.adminAudit).at(-1)?.query).toEqual({ page: '1' }));
  });

  it("filters by a record's id and by platform days, and opens a record's history from an entry", async () => {
    const { calls, user } = renderAudit(auditPage([ADJUST]));
    await screen.findByText('Balance adjusted');
    await user.type(screen.getByLabelText('Record id'), '  abc-123 ');
    await user.type(screen.getByLabelText('From (platform day)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (platform day)'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.of(routes.adminAudit).at(-1)?.query).toEqual({
        record: 'abc-123',
        from: '2026-11-01',
        to: '2026-11-20',
        page: '1',
      }),
    );

    await user.click(within(entryOf('Balance adjusted')).getByRole('link', { name: 'history of this member' }));
    await waitFor(() =>
      expect(calls.of(routes.adminAudit).at(-1)?.query).toEqual({ record: ADJUST.targetId, page: '1' }),
    );
    expect((screen.getByLabelText('Record id') as HTMLInputElement).value).toBe(ADJUST.targetId);
  });

  it("shows the server's refusal of a filter on the page", async () => {
    renderAudit(fail(400, MSG.dayRangeInvalid, 'VALIDATION'), '/admin/audit?from=2026-11-02&to=2026-11-01');
    expect(await screen.findByText(MSG.dayRangeInvalid)).toBeTruthy();
  });

  it("names the support desk's actions and opens a ticket from its entry", async () => {
    const ticketId = '16161616-1616-4161-8161-161616161616';
    const note = auditEntryOf({
      _id: '17171717-1717-4171-8171-171717171717',
      action: 'ticket.note',
      targetType: 'ticket',
      targetId: ticketId,
      details: { messageId: 'message-1' },
    });
    const saved = auditEntryOf({
      _id: '18181818-1818-4181-8181-181818181818',
      action: 'ticketReply.update',
      targetType: 'ticketReply',
      targetId: 'reply-1',
      details: { title: 'Payout mined' },
    });
    const server = stubRoutes(
      on(routes.adminOperators, ok(MSG.loaded, { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1 })),
      on(routes.adminAudit, auditPage([note, saved])),
    );
    const { user } = renderRoutes(
      [{ path: '/admin/audit', Component: AuditPage }, landing(`/admin/support/${ticketId}`)],
      '/admin/audit',
    );
    await screen.findByText('Internal note added to a ticket');
    expect(entryOf('Saved reply changed').textContent).toContain('saved reply reply-1');
    expect(server.calls.of(routes.adminAudit)).toHaveLength(1);
    for (const action of ['ticket.reply', 'ticket.note', 'ticket.assign', 'ticket.close']) {
      expect(AUDIT_ACTIONS[action]).toMatch(/^Ticket|ticket$/);
    }
    expect([AUDIT_ACTIONS['ticketReply.create'], AUDIT_ACTIONS['ticketReply.delete']]).toEqual([
      'Saved reply added',
      'Saved reply removed',
    ]);
    await user.click(
      within(entryOf('Internal note added to a ticket')).getByRole('link', { name: '16161616… (open the ticket)' }),
    );
    expect(await screen.findByText(`landed on /admin/support/${ticketId}`)).toBeTruthy();
  });

  it('says when nothing matches the filters, and when nothing is audited yet', async () => {
    renderAudit(auditPage([]), '/admin/audit?action=member.unblock');
    expect(await screen.findByRole('heading', { name: 'No entries match these filters' })).toBeTruthy();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('member.unblock');
  });

  it('has an empty state for an empty log', async () => {
    renderAudit(auditPage([]));
    expect(await screen.findByRole('heading', { name: 'Nothing audited yet' })).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    renderAudit(fail(500, MSG.internal, 'INTERNAL'));
    expect(screen.getByLabelText('Loading the audit entries')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the operators for the filter only to an owner: another role reads the log without asking', async () => {
    const server = stubRoutes(operatorProfileAs('support'), on(routes.adminAudit, auditPage([ADJUST])));
    renderRoutes([{ path: '/admin/audit', Component: AuditPage }], '/admin/audit');
    await screen.findByText('Balance adjusted');
    await profileShown(server);
    expect(server.calls.of(routes.adminOperators)).toHaveLength(0);
    const filter = screen.getByLabelText('Operator') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.textContent)).toEqual(['All operators']);
  });
});
