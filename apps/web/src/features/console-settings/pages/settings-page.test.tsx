import { MSG, type OperatorSettings, routes } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsOf, signInOperator } from '../../../test/console-test-kit';
import { errorOf, renderRoutes } from '../../../test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '../../../test/stub-routes';
import { SETTING_FIELDS } from '../components/settings-fields';
import { SettingsPage } from './settings-page';

const SETTINGS = settingsOf();

function renderSettings(update?: Responder<typeof routes.adminSettingsUpdate>) {
  const server = stubRoutes(
    on(routes.adminSettings, ok(MSG.loaded, SETTINGS)),
    on(
      routes.adminSettingsUpdate,
      update ?? ((call) => ok(MSG.settingsSaved, { ...SETTINGS, ...(call.body as Partial<OperatorSettings>) })),
    ),
  );
  const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
  return { ...view, ...server };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/admin/settings', () => {
  beforeEach(() => signInOperator());

  it('shows every setting in five groups, each with what it changes', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeTruthy();
    for (const group of ['Deposits', 'Withdrawals', 'Income', 'Platform', 'Company']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    for (const { hint } of Object.values(SETTING_FIELDS)) expect(screen.getByText(hint)).toBeTruthy();
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
    const { user } = renderSettings(fail(400, MSG.invalidRequest));
    await user.click(await screen.findByRole('checkbox', { name: 'Automatic daily settlement' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.invalidRequest));
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    stubRoutes(on(routes.adminSettings, fail(500, MSG.internal, 'INTERNAL')));
    renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(screen.getByLabelText('Loading the settings')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
