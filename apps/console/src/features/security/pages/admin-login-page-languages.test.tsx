import { MSG, OPERATORS_MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_SECURITY_TEXTS } from '../texts';
import { ES_CONSOLE_SECURITY } from '../texts.es';
import { HI_CONSOLE_SECURITY } from '../texts.hi';
import { AdminLoginPage } from './admin-login-page';
import { SetPasswordPage } from './set-password-page';

// docs/decisions/017-translations.md: the operator's sign-in and set-password pages in Hindi.

describeDictionary('console security', CONSOLE_SECURITY_TEXTS, { es: ES_CONSOLE_SECURITY, hi: HI_CONSOLE_SECURITY });

/**
 * The English (Latin) words of the area, every one (an empty translation vouches for none), left in what an operator
 * reads or hears, outside the toaster and `skip` (the server's words).
 */
const englishLeft = (skip = '') =>
  englishLeftOnScreen([[CONSOLE_SECURITY_TEXTS, {}]], {
    words: /[a-z]+/g,
    drop: `.Toastify${skip ? `, ${skip}` : ''}`,
  });

describe('the operator sign-in in Hindi', () => {
  beforeEach(async () => {
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('asks for the password, then the mailed code, in Hindi', async () => {
    stubRoutes(on(routes.operatorSignin, ok(MSG.operatorOtpSent, { _id: '33333333-3333-4333-8333-333333333333' })));
    const { user } = renderRoutes(
      [{ path: '/admin/login', Component: AdminLoginPage }, landing('/admin')],
      '/admin/login',
    );
    expect(screen.getByRole('heading', { name: 'ऑपरेटर साइन इन' })).toBeTruthy();
    expect(screen.getByText('ऑपरेटर कंसोल')).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    await user.type(screen.getByLabelText('ईमेल'), 'ops@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByRole('heading', { name: 'कोड दर्ज करें' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/: ops@example\.com। 6 अंकों का कोड दर्ज करें।$/);
    expect(screen.getByLabelText('साइन इन कोड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नया कोड भेजें' })).toBeTruthy();
    // The status opens with the server's own sentence, worded by the server.
    expect(englishLeft('[role="status"]')).toEqual([]);
  });

  it('lets an invited operator set a password in Hindi', () => {
    stubRoutes(on(routes.operatorSetPassword, ok(OPERATORS_MSG.passwordSet)));
    renderRoutes([{ path: '/admin/set-password/:token', Component: SetPasswordPage }], '/admin/set-password/abc');
    expect(screen.getByRole('heading', { name: 'अपना पासवर्ड सेट करें' })).toBeTruthy();
    expect(screen.getByLabelText('पासवर्ड की पुष्टि करें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड सेट करें' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
