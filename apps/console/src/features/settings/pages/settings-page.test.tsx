import { MSG, OPERATORS_MSG, type OperatorSettings, routes, type SettingChangeRow } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  OPERATOR,
  operatorProfileAs,
  profileShown,
  settingChangeOf,
  settingChangePage,
  settingsOf,
  settingsPending,
  signInOperator,
  toasts,
} from '../../../test/console-test-kit';
import { hintOf, SETTING_FIELDS, type SettingKey } from '../components/settings-fields';
import { SettingsPage } from './settings-page';

const SETTINGS = settingsOf();

interface SettingsStub {
  update?: Responder<typeof routes.adminSettingsUpdate>;
  changes?: Responder<typeof routes.adminSettingChanges>;
  approve?: Responder<typeof routes.adminSettingChangeApprove>;
  reject?: Responder<typeof routes.adminSettingChangeReject>;
}

function renderSettings(stub: SettingsStub = {}) {
  const server = stubRoutes(
    on(routes.adminSettings, ok(MSG.loaded, SETTINGS)),
    on(
      routes.adminSettingsUpdate,
      stub.update ?? ((call) => ok(MSG.settingsSaved, { ...SETTINGS, ...(call.body as Partial<OperatorSettings>) })),
    ),
    on(routes.adminSettingChanges, stub.changes ?? settingChangePage([])),
    on(
      routes.adminSettingChangeApprove,
      stub.approve ?? ok(OPERATORS_MSG.settingChangeApproved, settingChangeOf({ status: 'approved' })),
    ),
    on(
      routes.adminSettingChangeReject,
      stub.reject ?? ok(OPERATORS_MSG.settingChangeRejected, settingChangeOf({ status: 'rejected' })),
    ),
  );
  const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
  return { ...view, ...server };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** What a field's hint says: the text its input is described by. */
const hintText = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// The whole settings page, typed into field by field: slow on a busy machine.
describe('/admin/settings', { timeout: 15_000 }, () => {
  beforeEach(() => signInOperator());

  it('shows every setting in five groups, each with what it changes', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeTruthy();
    for (const group of ['Deposits', 'Withdrawals', 'Income', 'Platform', 'Company']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    for (const key of Object.keys(SETTING_FIELDS) as SettingKey[]) expect(screen.getByText(hintOf(key))).toBeTruthy();
    expect(input('Deposit minimum (USDT)').value).toBe('30');
    expect(input('Network').readOnly).toBe(true);
    expect((screen.getByLabelText('Verification') as HTMLSelectElement).value).toBe('manual');
    expect(input('Level 2 (%)').value).toBe('5');
    expect(input('Rank 2 team capital (USDT)').value).toBe('1000');
    expect(input('Automatic daily settlement').checked).toBe(false);
    expect(input('Contact e-mail').value).toBe(SETTINGS.contactEmail);
  });

  it('saves only the changed setting', async () => {
    const { user, calls } = renderSettings();
    const minimum = await screen.findByLabelText('Deposit minimum (USDT)');
    await user.clear(minimum);
    await user.type(minimum, '40');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG.settingsSaved)).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(1);
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({ depositMinimum: 40 });
    expect(input('Deposit minimum (USDT)').value).toBe('40');
  });

  it('saves the company name the public site shows (docs/product.md#site)', async () => {
    const { user, calls } = renderSettings();
    const name = await screen.findByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe(SETTINGS.companyName);
    await user.clear(name);
    await user.type(name, 'Harbour Yield Club');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG.settingsSaved)).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({ companyName: 'Harbour Yield Club' });
  });

  it("shows each field's message and saves nothing while one is wrong", async () => {
    const { user, calls } = renderSettings();
    const charge = await screen.findByLabelText('Withdrawal charge (%)');
    await user.clear(charge);
    await user.type(charge, '150');
    await user.clear(input('Deposit address'));
    await user.type(input('Deposit address'), '0x123');
    await user.clear(input('Confirmations'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(errorOf('Withdrawal charge (%)')).toBe('Please enter 100 or less'));
    expect(errorOf('Deposit address')).toBe('must be a 0x address of 40 hex characters');
    expect(errorOf('Confirmations')).toBe('Please enter a number');
    expect(errorOf('Deposit minimum (USDT)')).toBeNull();
    expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(0);
  });

  it('says when nothing changed instead of saving', async () => {
    const { user, calls } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing changed: edit a setting first.')).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(0);
  });

  it('adds and removes ranks at the end of the ladder, and sends the whole table', async () => {
    const { user, calls } = renderSettings();
    const last = SETTINGS.rankTable.length;
    const added = last + 1;
    await user.click(await screen.findByRole('button', { name: `Add rank ${added}` }));
    await user.clear(input(`Rank ${added} team capital (USDT)`));
    await user.type(input(`Rank ${added} team capital (USDT)`), '90000');
    await user.clear(input(`Rank ${added} reward (USDT)`));
    await user.type(input(`Rank ${added} reward (USDT)`), '2000');
    await user.click(screen.getByRole('checkbox', { name: 'Automatic daily settlement' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG.settingsSaved)).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({
      rankTable: [...SETTINGS.rankTable, { rank: added, teamBusiness: 90000, activeDirects: 0, reward: 2000 }],
      autoSettlement: true,
    });

    await user.click(screen.getByRole('button', { name: `Remove rank ${added}` }));
    expect(screen.queryByLabelText(`Rank ${added} reward (USDT)`)).toBeNull();
    await user.click(screen.getByRole('button', { name: `Remove rank ${last}` }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(2));
    expect(calls.of(routes.adminSettingsUpdate)[1]?.body).toEqual({ rankTable: SETTINGS.rankTable.slice(0, -1) });
  });

  it("checks the time zone and the e-mail with the contract's rules", async () => {
    const { user, calls } = renderSettings();
    const zone = await screen.findByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.clear(input('Contact e-mail'));
    await user.type(input('Contact e-mail'), 'operator@');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Time zone')).toBe('must be a time zone name such as UTC or Asia/Kolkata'));
    expect(errorOf('Contact e-mail')).toBe('must be an e-mail address');
    expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(0);
  });

  it('shows a refused save under the form', async () => {
    const { user } = renderSettings({ update: fail(400, MSG.invalidRequest) });
    await user.click(await screen.findByRole('checkbox', { name: 'Automatic daily settlement' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.invalidRequest));
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    stubRoutes(
      on(routes.adminSettings, fail(500, MSG.internal, 'INTERNAL')),
      on(routes.adminSettingChanges, settingChangePage([])),
    );
    renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(screen.getByLabelText('Loading the settings')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

// The whole settings page, typed into field by field: slow on a busy machine.
describe('/admin/settings: changes that wait for a second owner (docs/decisions/020-operator-roles.md)', {
  timeout: 15_000,
}, () => {
  beforeEach(() => signInOperator());

  const askedBy = (change: SettingChangeRow) => `Asked by ${change.requestedBy.fullName} on 2024-05-06 13:02:03`;

  it('says on each guarded field which change of it waits for a second owner', async () => {
    renderSettings();
    await screen.findByLabelText('Second approval above (USDT)');
    expect(hintText('Second approval above (USDT)')).toContain('Raising it waits for a second owner to approve.');
    expect(hintText('Confirmations')).toContain('Lowering it waits for a second owner to approve.');
    expect(hintText('Deposit address')).toContain('Any change waits for a second owner to approve.');
    expect(hintText('Transfers between members')).toContain('Turning it on waits for a second owner to approve.');
    expect(hintText('Identity check before payouts')).toContain('Turning it off waits for a second owner to approve.');
    expect(hintText('Deposit minimum (USDT)')).toContain('Any change waits for a second owner');
    expect(hintText('Support answer within (hours)')).not.toContain('second owner');
    expect(hintText('Company name')).not.toContain('second owner');
  });

  it("saves a loosening: the server's 202 message as a toast, the value in force kept, the change listed waiting", async () => {
    const mine = settingChangeOf({ requestedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName } });
    let listed = 0;
    const { user, calls } = renderSettings({
      update: settingsPending(SETTINGS, mine),
      changes: () => {
        listed += 1;
        return settingChangePage(listed === 1 ? [] : [mine]);
      },
    });
    const limit = await screen.findByLabelText('Second approval above (USDT)');
    expect(screen.queryByRole('region', { name: 'Pending changes' })).toBeNull();
    await user.clear(limit);
    await user.type(limit, '5000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.settingsPending]));
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({ payoutApprovalAbove: 5000 });
    const list = await screen.findByRole('region', { name: 'Pending changes' });
    expect(within(list).getByText('Second approval above (USDT)')).toBeTruthy();
    expect(within(list).getByText('from 1,000 to 5,000')).toBeTruthy();
    expect(within(list).getByText(askedBy(mine))).toBeTruthy();
    expect(within(list).getByText('Waiting for another owner')).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(input('Second approval above (USDT)').value).toBe('1000');
    expect(calls.of(routes.adminSettingChanges)[0]?.query).toEqual({ status: 'pending', subject: 'settings' });
  });

  it('lets another owner approve a pending change: applied, the settings and the list read again', async () => {
    const change = settingChangeOf({
      patch: { payoutApprovalAbove: 5_000, transfersEnabled: true, depositVerificationMode: 'chain' },
      before: { payoutApprovalAbove: 1_000, transfersEnabled: false, depositVerificationMode: 'manual' },
    });
    let listed = 0;
    const { user, calls } = renderSettings({
      changes: () => {
        listed += 1;
        return settingChangePage(listed === 1 ? [change] : []);
      },
    });
    const list = within(await screen.findByRole('region', { name: 'Pending changes' }));
    expect(list.getByText('from 1,000 to 5,000')).toBeTruthy();
    expect(list.getByText('from Off to On')).toBeTruthy();
    expect(list.getByText('from Manual review to Chain verification')).toBeTruthy();
    expect(list.queryByText('Waiting for another owner')).toBeNull();

    // Named by what changes, and asked once more before it is sent (docs/decisions/046-no-way-around-the-second-person.md).
    await user.click(
      screen.getByRole('button', { name: /^Approve Second approval above \(USDT\) from 1,000 to 5,000/ }),
    );
    expect(calls.of(routes.adminSettingChangeApprove)).toHaveLength(0);
    expect(screen.getByText('Approve this change? It applies at once, as shown above.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, approve it' }));
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.settingChangeApproved]));
    expect(calls.of(routes.adminSettingChangeApprove)).toHaveLength(1);
    expect(calls.of(routes.adminSettingChangeApprove)[0]?.params).toEqual({ _id: change._id });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending changes' })).toBeNull());
    await waitFor(() => expect(calls.of(routes.adminSettings)).toHaveLength(2));
  });

  it('lets another owner reject a pending change with a reason, and shows a refusal in the card and as a toast', async () => {
    const change = settingChangeOf();
    const { user, calls } = renderSettings({
      changes: settingChangePage([change]),
      approve: fail(409, OPERATORS_MSG.settingChangeReviewed, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: /^Reject Second approval above/ }));
    await user.click(screen.getByRole('button', { name: 'Reject the change' }));
    expect(await screen.findByText(OPERATORS_MSG.changeReasonRequired)).toBeTruthy();
    expect(calls.of(routes.adminSettingChangeReject)).toHaveLength(0);
    await user.type(screen.getByLabelText('Why do you reject it?'), 'Not what we agreed on Monday');
    await user.click(screen.getByRole('button', { name: 'Reject the change' }));
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.settingChangeRejected]));
    expect(calls.of(routes.adminSettingChangeReject)[0]).toMatchObject({
      params: { _id: change._id },
      body: { reason: 'Not what we agreed on Monday' },
    });
    expect(calls.of(routes.adminSettingChangeApprove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Approve Second approval above/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, approve it' }));
    await waitFor(() => expect(toasts()).toContain(OPERATORS_MSG.settingChangeReviewed));
    expect(screen.getAllByText(OPERATORS_MSG.settingChangeReviewed).some((node) => node.closest('form'))).toBe(true);
  });

  it('offers neither the save nor the pending changes to a role that may not change settings', async () => {
    const server = stubRoutes(
      operatorProfileAs('finance'),
      on(routes.adminSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.adminSettingChanges, settingChangePage([settingChangeOf()])),
    );
    renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(await screen.findByLabelText('Second approval above (USDT)')).toBeTruthy();
    await profileShown(server);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pending changes' })).toBeNull();
    expect(server.calls.of(routes.adminSettingChanges)).toHaveLength(0);
  });
});
