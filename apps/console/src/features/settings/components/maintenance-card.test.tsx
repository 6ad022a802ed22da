import { MAINTENANCE_OFF, MSG, type OperatorSettings, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorProfileAs, settingChangePage, settingsOf, signInOperator } from '../../../test/console-test-kit';
import { SettingsPage } from '../pages/settings-page';

// docs/product.md#maintenance: the owner switches maintenance on /admin/settings; other roles see whether it is on.

const ON = { on: true, message: { en: 'Upgrading.' }, until: null, since: '2026-11-27T16:00:00.000Z' };

function renderSettings(settings: OperatorSettings, role: 'owner' | 'finance' = 'owner', refuse?: string) {
  const server = stubRoutes(
    operatorProfileAs(role),
    on(routes.adminSettings, ok(MSG.loaded, settings)),
    on(routes.adminSettingChanges, settingChangePage([])),
    on(routes.maintenanceSwitch, (call) =>
      refuse
        ? fail(400, refuse)
        : ok((call.body as { on: boolean }).on ? MSG.maintenanceSwitchedOn : MSG.maintenanceSwitchedOff, ON),
    ),
  );
  const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
  return { ...view, ...server };
}

describe('the maintenance switch', () => {
  beforeEach(() => signInOperator());

  it('switches on with the message per language and the expected end as an instant', async () => {
    const { user, calls } = renderSettings(settingsOf({ maintenance: MAINTENANCE_OFF }));
    await user.type(await screen.findByLabelText('Message to members (English, required)'), 'Upgrading the wallet.');
    await user.type(screen.getByLabelText('Message in Spanish (optional)'), 'Actualizando la cartera.');
    await user.type(screen.getByLabelText('Expected end (optional)'), '2099-01-01T18:30');
    await user.click(screen.getByRole('button', { name: 'Switch maintenance on' }));
    expect(await screen.findByText(MSG.maintenanceSwitchedOn)).toBeTruthy();
    expect(calls.of(routes.maintenanceSwitch)[0]?.body).toEqual({
      on: true,
      message: { en: 'Upgrading the wallet.', es: 'Actualizando la cartera.', hi: '' },
      until: new Date('2099-01-01T18:30').toISOString(),
    });
  });

  it('shows the server’s refusal under the form', async () => {
    const { user } = renderSettings(
      settingsOf({ maintenance: MAINTENANCE_OFF }),
      'owner',
      MSG.maintenanceMessageRequired,
    );
    await user.click(await screen.findByRole('button', { name: 'Switch maintenance on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.maintenanceMessageRequired);
  });

  it('switches off', async () => {
    const { user, calls } = renderSettings(settingsOf({ maintenance: ON }));
    await user.click(await screen.findByRole('button', { name: 'Switch maintenance off' }));
    await waitFor(() => expect(calls.of(routes.maintenanceSwitch)[0]?.body).toEqual({ on: false }));
  });

  it('shows finance that it is on, without the switch', async () => {
    renderSettings(settingsOf({ maintenance: ON }), 'finance');
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect(await screen.findByText('On')).toBeTruthy();
    await screen.findByText(/On since/);
    expect(screen.queryByRole('button', { name: /maintenance/ })).toBeNull();
  });
});
