import { MAINTENANCE_OFF, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaintenanceNotice } from './maintenance-notice';

// docs/product.md#maintenance: while on, the member area says so above every page, in the reader's language.

const UNTIL = '2099-01-01T18:30:00.000Z';
const ON = {
  on: true,
  message: { en: 'We are upgrading the wallet.', es: 'Estamos actualizando la cartera.' },
  until: UNTIL,
  since: '2026-11-27T16:00:00.000Z',
};

function renderNotice(maintenance: typeof ON | typeof MAINTENANCE_OFF) {
  stubRoutes(on(routes.publicSettings, ok(MSG.loaded, { ...PUBLIC_SETTINGS, maintenance })));
  return renderRoutes([{ path: '/', element: <MaintenanceNotice /> }], '/');
}

describe('MaintenanceNotice', () => {
  afterEach(() => changeLocale('en'));

  it('shows the owner’s message, the expected end and that the balance is safe, as an alert', async () => {
    renderNotice(ON);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Maintenance: money actions are paused')).toBeTruthy();
    expect(within(alert).getByText(ON.message.en)).toBeTruthy();
    expect(alert.textContent).toContain('Expected back by');
    expect(alert.textContent).toContain('Your balance is safe.');
  });

  it('reads the message in Spanish, and in English where the owner wrote none', async () => {
    await changeLocale('es');
    renderNotice(ON);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ON.message.es)).toBeTruthy();
    expect(alert.textContent).toContain('Tu saldo está seguro.');

    document.body.innerHTML = '';
    await changeLocale('hi');
    renderNotice(ON);
    const hindi = await screen.findByRole('alert');
    expect(within(hindi).getByText(ON.message.en)).toBeTruthy();
    expect(hindi.textContent).toContain('आपका बैलेंस सुरक्षित है।');
  });

  it('says it is late once the expected end has passed', async () => {
    renderNotice({ ...ON, until: '2020-01-01T00:00:00.000Z' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('It is taking longer than expected.');
    expect(alert.textContent).not.toContain('Expected back by');
  });

  it('shows nothing while maintenance is off', async () => {
    renderNotice(MAINTENANCE_OFF);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
