import { type MemberProfile, MSG, NOTIFICATIONS_MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStubs } from '../../../test/settings-test-kit';
import { SettingsPage } from './settings-page';

const FRESH = 'Fresh@Change26';

function renderSettings(answer: Responder<typeof routes.passwordChange>) {
  const server = stubRoutes(
    on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao', earningbalance: 1 } as MemberProfile)),
    on(routes.passwordChange, answer),
    on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: [] })),
    ...settingsStubs(),
  );
  return { ...renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings'), ...server };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const toasts = () => Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);

describe('/settings: Change password', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("shows every field's message at once, and clears a field's once it is valid", async () => {
    const { user, calls } = renderSettings(ok(MSG.passwordChanged));
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await user.click(submit);
    await waitFor(() => expect(errorOf('Current password')).toBe(MSG.oldPasswordRequired));
    expect(errorOf('New password')).toBe(MSG.passwordRequired);
    expect(errorOf('Confirm new password')).toBe(MSG.confirmPasswordRequired);
    await user.type(field('Current password'), 'Old@Secret12');
    await user.type(field('New password'), 'short');
    await user.click(submit);
    await waitFor(() => expect(errorOf('New password')).toBe(MSG.passwordTooShort));
    expect(errorOf('Current password')).toBeNull();
    await user.clear(field('New password'));
    await user.type(field('New password'), FRESH);
    await user.type(field('Confirm new password'), `${FRESH}x`);
    await user.click(submit);
    await waitFor(() => expect(errorOf('Confirm new password')).toBe(MSG.passwordMismatch));
    expect(calls.of(routes.passwordChange)).toHaveLength(0);
  });

  it('sends the three fields, says it is done and empties the form', async () => {
    const { user, calls } = renderSettings(ok(MSG.passwordChanged));
    await user.type(await screen.findByLabelText('Current password'), 'Old@Secret12');
    await user.type(field('New password'), FRESH);
    await user.type(field('Confirm new password'), FRESH);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(calls.of(routes.passwordChange)[0]?.body).toEqual({
        oldPassword: 'Old@Secret12',
        password: FRESH,
        confirmPassword: FRESH,
      }),
    );
    await waitFor(() => expect(toasts()).toContain(MSG.passwordChanged));
    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(field('New password').value).toBe('');
  });

  it("shows the server's answer about the current password under that field", async () => {
    const { user } = renderSettings(fail(400, MSG.oldPasswordWrong, 'VALIDATION'));
    await user.type(await screen.findByLabelText('Current password'), 'Wrong@Guess12');
    await user.type(field('New password'), FRESH);
    await user.type(field('Confirm new password'), FRESH);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('Current password')).toBe(MSG.oldPasswordWrong));
    expect(field('New password').value).toBe(FRESH);
  });
});
