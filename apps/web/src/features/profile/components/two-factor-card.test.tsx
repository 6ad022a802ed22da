import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { SESSIONS, securityStubs, TWO_FACTOR_OFF } from '@app/web-kit/test/security-test-kit';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `AAAA${index}-BBBB${index}`);

const renderCards = () =>
  renderRoutes(
    [
      {
        path: '/settings',
        element: (
          <>
            <TwoFactorCard />
            <SessionsCard />
          </>
        ),
      },
    ],
    '/settings',
  );

describe('Two-factor sign-in on /settings', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('turns on: shows the key and QR code, takes a code, then shows the 10 recovery codes once', async () => {
    let enabled = false;
    const { calls } = stubRoutes(
      ...securityStubs({
        status: () =>
          ok(
            MSG.twoFactorStatusLoaded,
            enabled ? { ...TWO_FACTOR_OFF, enabled: true, recoveryCodesLeft: 10 } : TWO_FACTOR_OFF,
          ),
      }),
      on(
        routes.twoFactorSetup,
        ok(MSG.twoFactorSetupStarted, { secret: SECRET, otpauthUrl: `otpauth://totp/NexaTech:a?secret=${SECRET}` }),
      ),
      on(routes.securityCode, ok(MSG.securityCodeSent, {})),
      on(routes.twoFactorEnable, () => {
        enabled = true;
        return ok(MSG.twoFactorEnabled, { recoveryCodes: CODES });
      }),
    );
    const { user } = renderCards();
    expect(
      await screen.findByText(/it then also confirms your withdrawals and transfers instead of an e-mailed code\./),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    // Who you are first: the password and a mailed code, or nothing is asked of the server.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Your password')).toBe(MSG.oldPasswordRequired);
    expect(errorOf('Code from the e-mail')).toBe(MSG.securityCodeRequired);
    expect(calls.of(routes.twoFactorSetup)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'E-mail me the code' }));
    expect(await screen.findByText('Sent: it is in your inbox for 10 minutes.')).toBeTruthy();
    await user.type(screen.getByLabelText('Your password'), 'Secret@123');
    await user.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(calls.of(routes.twoFactorSetup)[0]?.body).toEqual({ password: 'Secret@123', securityCode: '654321' });
    expect(screen.getByLabelText('QR code for your authenticator app')).toBeTruthy();

    const field = screen.getByLabelText('Code from your authenticator app');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(errorOf('Code from your authenticator app')).toBe('Enter the 6 digits your app shows.');
    expect(calls.of(routes.twoFactorEnable)).toHaveLength(0);

    await user.type(field, '3456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.of(routes.twoFactorEnable)[0]?.body).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();

    // Shown once: after "I saved them" the card says it is on, and the codes are gone.
    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows the server refusal of a wrong code and stays on the code step', async () => {
    stubRoutes(
      ...securityStubs(),
      on(routes.twoFactorSetup, ok(MSG.twoFactorSetupStarted, { secret: SECRET, otpauthUrl: 'otpauth://totp/x' })),
      on(routes.twoFactorEnable, fail(400, MSG.twoFactorCodeWrong, 'OTP_INVALID')),
    );
    const { user } = renderCards();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    await user.type(screen.getByLabelText('Your password'), 'Secret@123');
    await user.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText(MSG.twoFactorCodeWrong)).toBeTruthy();
    expect(screen.getByText(SECRET)).toBeTruthy();
  });

  it('turns off with a code and the password', async () => {
    const { calls } = stubRoutes(
      ...securityStubs({
        status: ok(MSG.twoFactorStatusLoaded, {
          enabled: true,
          enabledAt: '2026-11-20T10:00:00.000Z',
          recoveryCodesLeft: 7,
          required: false,
        }),
      }),
      on(routes.twoFactorDisable, ok(MSG.twoFactorDisabled)),
    );
    const { user } = renderCards();
    expect(await screen.findByText(/7 recovery codes left/)).toBeTruthy();
    await user.type(screen.getByLabelText('Code to turn it off'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(errorOf('Your password')).toBe(MSG.oldPasswordRequired);
    expect(calls.of(routes.twoFactorDisable)).toHaveLength(0);
    await user.type(screen.getByLabelText('Your password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await waitFor(() =>
      expect(calls.of(routes.twoFactorDisable)[0]?.body).toEqual({ code: 'abcde-12345', password: 'Secret@123' }),
    );
    expect(await screen.findByText(MSG.twoFactorDisabled)).toBeTruthy();
  });
});

describe('Sessions on /settings', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists each sign-in with its device, address and time, and signs out everywhere else', async () => {
    let sessions = SESSIONS;
    const { calls } = stubRoutes(
      ...securityStubs({ sessions: () => ok(MSG.sessionsLoaded, sessions) }),
      on(routes.sessionsRevokeOthers, () => {
        sessions = SESSIONS.filter((row) => row.current);
        return ok(MSG.sessionsRevoked);
      }),
    );
    const { user } = renderCards();
    expect(await screen.findByText('Chrome on Windows')).toBeTruthy();
    // Two words as read aloud or copied, not "Chrome on Windows(this device)".
    expect(screen.getByText('(this device)').parentElement?.textContent).toBe('Chrome on Windows (this device)');
    expect(screen.getByText('Safari on iOS')).toBeTruthy();
    expect(screen.getByText(/198\.51\.100\.20/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText(MSG.sessionsRevoked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(calls.of(routes.sessionsRevokeOthers)).toHaveLength(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out everywhere else' }).disabled).toBe(true);
  });

  it("names each sign-in's device in the member's language, and one it cannot tell as unknown", async () => {
    await changeLocale('es');
    const unknown = { ...SESSIONS[1], device: 'Unknown device', browser: null, system: null, userAgent: null };
    stubRoutes(...securityStubs({ sessions: () => ok(MSG.sessionsLoaded, [SESSIONS[0], unknown] as never) }));
    renderCards();
    expect(await screen.findByText('Chrome en Windows')).toBeTruthy();
    expect(screen.getByText('Dispositivo desconocido')).toBeTruthy();
    expect(screen.queryByText(/Unknown device| on /)).toBeNull();
  });

  afterEach(async () => {
    await changeLocale('en');
  });
});
