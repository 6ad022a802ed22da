import { NOTIFICATIONS_MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailPreferencesCard } from './mail-preferences-card';

const renderCard = () => renderRoutes([{ path: '/settings', element: <MailPreferencesCard /> }], '/settings');

describe('E-mail notifications on /settings', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('has a box per kind, ticked unless the member turned it off', async () => {
    stubRoutes(
      on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: ['income-digest'] })),
    );
    renderCard();
    expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Deposit approved' }).checked).toBe(true),
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Replies from support' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Daily income summary' }).checked).toBe(false);
  });

  it('saves a change at once and says so', async () => {
    let mailOff: string[] = [];
    const { calls } = stubRoutes(
      on(routes.notificationPreferences, () => ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: mailOff as never })),
      on(routes.saveNotificationPreferences, (call) => {
        mailOff = (call.body as { mailOff: string[] }).mailOff;
        return ok(NOTIFICATIONS_MSG.preferencesSaved, { mailOff: mailOff as never });
      }),
    );
    const { user } = renderCard();
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Deposit approved' });
    await waitFor(() => expect(box.disabled).toBe(false));
    await user.click(box);
    expect(await screen.findByText(NOTIFICATIONS_MSG.preferencesSaved)).toBeTruthy();
    expect(calls.of(routes.saveNotificationPreferences).map((call) => call.body)).toEqual([
      { mailOff: ['deposit-approved'] },
    ]);
    await waitFor(() => expect(box.checked).toBe(false));
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says all of it in the chosen language', async () => {
      await changeLocale('es');
      stubRoutes(on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: [] })));
      renderCard();
      expect(await screen.findByRole('heading', { name: 'Avisos por correo' })).toBeTruthy();
      expect(screen.getByText(/Elige qué te enviamos por correo/)).toBeTruthy();
      expect(await screen.findByRole('checkbox', { name: 'Depósito aprobado' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Resumen diario de ingresos' })).toBeTruthy();
      expect(screen.queryByText(/E-mail|Deposit approved/)).toBeNull();
    });
  });
});
