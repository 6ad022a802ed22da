import { FREEZE_LINK_PATH, MSG, routes } from '@app/contract';
import { HI } from '@app/contract/i18n/hi';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FreezeLinkPage } from './freeze-link-page';

const TOKEN = 'RnJlZXplTGlua1Rva2VuXzAxMjM0NTY3ODlhYmNkZWY';
const LINK = `${FREEZE_LINK_PATH}${TOKEN}`;
const FREEZE = 'Freeze my account';

function renderFreezeLink() {
  return renderRoutes(
    [{ path: `${FREEZE_LINK_PATH}:token`, Component: FreezeLinkPage }, landing('/login'), landing('/forget-Password')],
    LINK,
  );
}

describe('/freeze-account/:token', () => {
  it('freezes nothing on opening; the button sends the token once and says the account is frozen', async () => {
    const { calls } = stubRoutes(on(routes.freezeByLink, ok(MSG.freezeLinkDone)));
    const { user } = renderFreezeLink();
    expect(await screen.findByRole('heading', { name: 'Freeze your account', level: 1 })).toBeTruthy();
    expect(
      screen.getByText(/stops withdrawals and transfers at once and signs your account out on every device/),
    ).toBeTruthy();
    expect(screen.getByText(/You do not need to sign in/)).toBeTruthy();
    await screen.findByRole('button', { name: FREEZE });
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: FREEZE }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(MSG.freezeLinkDone);
    expect(document.activeElement).toBe(status);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: routes.freezeByLink.path, method: 'POST', body: { token: TOKEN } });
    // A public call: no session is sent, whoever is signed in on this browser.
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(screen.queryByRole('button', { name: FREEZE })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Forgot password' }));
    expect(await screen.findByText('landed on /forget-Password')).toBeTruthy();
  });

  it("shows the server's refusal of a link that is unknown, used or expired, in the page", async () => {
    const { calls } = stubRoutes(on(routes.freezeByLink, fail(410, MSG.freezeLinkInvalid, 'LINK_EXPIRED')));
    const { user } = renderFreezeLink();
    await user.click(await screen.findByRole('button', { name: FREEZE }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.freezeLinkInvalid);
    expect(calls.of(routes.freezeByLink)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
    // What the refusal points to: signing in, or a new password.
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forget-Password');
  });

  describe('in Hindi', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says all of it in the chosen language, and the server answers in it', async () => {
      await changeLocale('hi');
      const { calls } = stubRoutes(on(routes.freezeByLink, ok(HI.MSG.freezeLinkDone)));
      const { user } = renderFreezeLink();
      expect(await screen.findByRole('heading', { name: 'अपना खाता फ़्रीज़ करें', level: 1 })).toBeTruthy();
      expect(screen.getByText(/आपको साइन इन करने की ज़रूरत नहीं है/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'मेरा खाता फ़्रीज़ करें' }));
      expect((await screen.findByRole('status')).textContent).toBe(HI.MSG.freezeLinkDone);
      await waitFor(() => expect(calls[0]?.headers['Accept-Language']).toBe('hi'));
      expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
      expect(screen.queryByText(/Freeze|sign in|Forgot/i)).toBeNull();
    });
  });
});
