import { MSG, type OperatorSettings, routes } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingChangeOf, settingChangePage, settingsOf, signInOperator } from '../../../test/console-test-kit';
import { SettingsPage } from './settings-page';

// docs/decisions/025-automatic-payouts.md: the settings of automatic payouts, with the Withdrawals, and which change of
// each waits for a second owner.

const SETTINGS = settingsOf();

function renderSettings(changes: Responder<typeof routes.adminSettingChanges> = settingChangePage([])) {
  const server = stubRoutes(
    on(routes.adminSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.adminSettingsUpdate, (call) =>
      ok(MSG.settingsSaved, { ...SETTINGS, ...(call.body as Partial<OperatorSettings>) }),
    ),
    on(routes.adminSettingChanges, changes),
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

const LABELS = {
  mode: 'Payout mode',
  paused: 'Automatic payouts paused',
  maximum: 'Largest automatic payout (USDT)',
  daily: 'Automatic payouts per day (USDT)',
  stuck: 'Stuck payout after (minutes)',
  gas: 'Gas reserve (BNB)',
};

// The whole settings page, typed into field by field: slow on a busy machine.
describe('/admin/settings: automatic payouts', { timeout: 15_000 }, () => {
  beforeEach(() => signInOperator());

  it('shows the six settings with the withdrawals, with their values and options', async () => {
    renderSettings();
    const mode = (await screen.findByLabelText(LABELS.mode)) as HTMLSelectElement;
    const withdrawals = screen.getByRole('heading', { name: 'Withdrawals' }).closest('section') as HTMLElement;
    for (const label of Object.values(LABELS)) expect(within(withdrawals).getByLabelText(label)).toBeTruthy();
    expect(mode.value).toBe('manual');
    expect([...mode.options].map((option) => [option.value, option.textContent])).toEqual([
      ['manual', 'Manual: operators pay each one'],
      ['automatic', 'Automatic from the hot wallet'],
    ]);
    expect(input(LABELS.paused).checked).toBe(false);
    expect(input(LABELS.maximum).value).toBe('500');
    expect(input(LABELS.daily).value).toBe('5000');
    expect(input(LABELS.stuck).value).toBe('10');
    expect(input(LABELS.gas).value).toBe('0.05');
    expect(input(LABELS.gas).inputMode).toBe('decimal');
    expect(input(LABELS.stuck).inputMode).toBe('numeric');
  });

  it('says on each guarded one which change waits for a second owner', async () => {
    renderSettings();
    await screen.findByLabelText(LABELS.mode);
    expect(hintText(LABELS.mode)).toContain('Any change waits for a second owner to approve.');
    expect(hintText(LABELS.paused)).toContain('Turning it off waits for a second owner to approve.');
    expect(hintText(LABELS.maximum)).toContain('Raising it waits for a second owner to approve.');
    expect(hintText(LABELS.daily)).toContain('Raising it waits for a second owner to approve.');
    expect(hintText(LABELS.stuck)).not.toContain('second owner');
    expect(hintText(LABELS.gas)).not.toContain('second owner');
    expect(hintText(LABELS.gas)).toContain('an alert fires');
  });

  it('saves them, the BNB reserve with its decimals', async () => {
    const { user, calls } = renderSettings();
    await user.selectOptions(await screen.findByLabelText(LABELS.mode), 'automatic');
    await user.click(screen.getByRole('checkbox', { name: LABELS.paused }));
    for (const [label, value] of [
      [LABELS.maximum, '250'],
      [LABELS.daily, '2500.5'],
      [LABELS.stuck, '15'],
      [LABELS.gas, '0.125'],
    ] as const) {
      await user.clear(input(label));
      await user.type(input(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG.settingsSaved)).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({
      payoutMode: 'automatic',
      autoPayoutsPaused: true,
      autoPayoutMaximum: 250,
      autoPayoutDailyLimit: 2500.5,
      payoutStuckMinutes: 15,
      payoutGasMinimumBnb: 0.125,
    });
  });

  it("checks them with the contract's rules before saving", async () => {
    const { user, calls } = renderSettings();
    await screen.findByLabelText(LABELS.gas);
    await user.clear(input(LABELS.gas));
    await user.type(input(LABELS.gas), '-1');
    await user.clear(input(LABELS.stuck));
    await user.type(input(LABELS.stuck), '1.5');
    await user.clear(input(LABELS.maximum));
    await user.type(input(LABELS.maximum), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(errorOf(LABELS.gas)).toBe('Please enter 0 or more'));
    expect(errorOf(LABELS.stuck)).toBe('Please enter a whole number');
    expect(errorOf(LABELS.maximum)).toBe('Please enter more than 0');
    expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(0);

    await user.clear(input(LABELS.stuck));
    await user.type(input(LABELS.stuck), '2000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf(LABELS.stuck)).toBe('Please enter 1,440 or less'));
  });

  it('names the payout mode and the pause in words in a change waiting for a second owner', async () => {
    const change = settingChangeOf({
      patch: { payoutMode: 'automatic', autoPayoutsPaused: false },
      before: { payoutMode: 'manual', autoPayoutsPaused: true },
    });
    renderSettings(settingChangePage([change]));
    const list = within(await screen.findByRole('region', { name: 'Pending changes' }));
    expect(list.getByText(LABELS.mode)).toBeTruthy();
    expect(list.getByText('from Manual: operators pay each one to Automatic from the hot wallet')).toBeTruthy();
    expect(list.getByText(LABELS.paused)).toBeTruthy();
    expect(list.getByText('from On to Off')).toBeTruthy();
  });
});
