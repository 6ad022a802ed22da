import { type MemberProfile, MSG, NOTIFICATIONS_MSG, routes } from '@app/contract';
import { ES } from '@app/contract/i18n/es';
import { HI } from '@app/contract/i18n/hi';
import { currentLocale, LANGUAGE_STORAGE_KEY } from '@app/web-kit/i18n/current';
import { changeLocale, startInStoredLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { clearAll } from '@app/web-kit/lib/storage';
import { dashboardOf } from '@app/web-kit/test/packages-test-kit';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../features/auth/pages/login-page';
import { SettingsPage } from '../features/profile/pages/settings-page';
import { LanguageSelect } from '../i18n/language-select';
import { settingsStubs } from '../test/settings-test-kit';
import { stubSiteRoutes } from '../test/site-test-kit';
import { appRoutes } from './routes';

afterEach(async () => {
  await changeLocale('en');
});

const headerSwitch = () => within(screen.getByRole('banner')).getByRole('combobox', { name: /Language|भाषा|Idioma/ });

describe('the language switch in the header', () => {
  it('lists each language in its own name, English first', async () => {
    renderRoutes(appRoutes, '/');
    const select = await waitFor(headerSwitch);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी', 'Español']);
    expect((select as HTMLSelectElement).value).toBe('en');
  });

  it('shows the header in Hindi, keeps the choice under `lang` and sets <html lang>', async () => {
    const { user } = renderRoutes(appRoutes, '/');
    await user.selectOptions(await waitFor(headerSwitch), 'hi');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'मेनू' })).toBeTruthy();
    expect(within(banner).getAllByRole('link', { name: 'लॉग इन' }).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('navigation', { name: 'मुख्य' })).getByRole('button', { name: 'दुकान' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(within(screen.getByRole('contentinfo')).getByText('गोपनीयता नीति')).toBeTruthy();
  });

  it('starts in the stored language on the next visit', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    await startInStoredLocale();
    expect(currentLocale()).toBe('es');
    renderRoutes(appRoutes, '/');
    expect((await waitFor(headerSwitch)).closest('header')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(
      0,
    );
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the language when a 401 clears the session: it belongs to the browser, not the account', async () => {
    await changeLocale('hi');
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    clearAll();
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });
});

describe('the focus after a change', () => {
  it('goes back to the switch, also to one mounted again after the change, never away from where the visitor went', async () => {
    const user = userEvent.setup();
    const first = render(<LanguageSelect />);
    await user.selectOptions(screen.getByRole('combobox'), 'hi');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')));

    // The pages show again in the new language, and a change made while hydrating may mount the header twice.
    first.unmount();
    const second = render(<LanguageSelect />);
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    second.unmount();
    expect(document.activeElement).toBe(document.body);
    const third = render(<LanguageSelect />);
    expect(document.activeElement).toBe(screen.getByRole('combobox'));

    third.unmount();
    render(<button type="button">Elsewhere</button>)
      .getByRole('button')
      .focus();
    render(<LanguageSelect />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});

describe('the log-in page in Spanish', () => {
  it('shows its labels, the schema messages and the server answer in Spanish, sending Accept-Language: es', async () => {
    await changeLocale('es');
    const { calls } = stubRoutes(on(routes.login, fail(400, ES.MSG.loginInvalid, 'INVALID_CREDENTIALS')));
    const { user } = renderRoutes([{ path: '/login', Component: LoginPage }, landing('/my')], '/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    // Made in the browser from the contract's zod schema: translated by translateMessage.
    await waitFor(() => expect(errorOf('Correo electrónico')).toBe(ES.MSG.loginEmailRequired));
    await user.type(screen.getByLabelText('Correo electrónico'), 'asha@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(ES.MSG.loginInvalid)).toBeTruthy();
    expect(calls.of(routes.login)[0]?.headers['Accept-Language']).toBe('es');
  });

  it('translates a message the web words itself when it shows it in a toast', async () => {
    await changeLocale('hi');
    stubRoutes(on(routes.login, fail(500, MSG.internal, 'INTERNAL')));
    const { user } = renderRoutes([{ path: '/login', Component: LoginPage }], '/login');
    await user.type(await screen.findByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText(HI.MSG.internal)).toBeTruthy();
  });
});

describe('the Language section of /settings', () => {
  const PROFILE = { fullName: 'Asha Rao', earningbalance: 1234.5 } as MemberProfile;

  it("switches the page, formats the amount in the language's way and keeps the choice on the account", async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const { calls } = stubRoutes(
      on(routes.profile, ok(MSG.profileLoaded, PROFILE)),
      on(routes.dashboard, ok(MSG.loaded, dashboardOf())),
      on(routes.saveLanguage, ok(ES.MSG.languageSaved)),
      on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: [] })),
      ...settingsStubs(),
    );
    const { user } = renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings');
    const section = await screen.findByRole('region', { name: 'Language' });
    expect(await screen.findByText('1,234.50 USDT')).toBeTruthy();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Idioma' })).toBeTruthy();
    // The two-factor and sessions cards too.
    expect(screen.getByRole('region', { name: 'Inicio de sesión en dos pasos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Configurar dos pasos' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Inicios de sesión y sesiones activas' })).toBeTruthy();
    expect(screen.getByText('(este dispositivo)')).toBeTruthy();
    await waitFor(() => expect(calls.of(routes.saveLanguage)).toHaveLength(1));
    expect(calls.of(routes.saveLanguage)[0]?.body).toEqual({ locale: 'es' });
    expect(currentLocale()).toBe('es');
  });

  it('does not tell the server without a session', async () => {
    const { calls } = stubSiteRoutes();
    const { user } = renderRoutes(appRoutes, '/');
    await user.selectOptions(await waitFor(headerSwitch), 'es');
    await waitFor(() => expect(currentLocale()).toBe('es'));
    expect(calls.of(routes.saveLanguage)).toHaveLength(0);
  });
});
