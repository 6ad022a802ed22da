import { MSG, routes, SECURITY_EVENT_KINDS, type SecurityEventRow } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { formatDateTime } from '@app/web-kit/lib/format';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_EVENTS_FIRST, SecurityActivityCard } from './security-activity-card';

const NEW_SIGNIN: SecurityEventRow = {
  kind: 'signin',
  at: '2026-11-27T10:00:00.000Z',
  device: 'Firefox on Linux',
  ip: '198.51.100.23',
  newDevice: true,
};
const PASSWORD_CHANGE: SecurityEventRow = {
  kind: 'passwordChange',
  at: '2026-11-26T09:30:00.000Z',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  newDevice: false,
};
const KNOWN_SIGNIN: SecurityEventRow = {
  kind: 'signin',
  at: '2026-11-25T08:00:00.000Z',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  newDevice: false,
};
const TWO_FACTOR_ON: SecurityEventRow = {
  kind: 'twoFactorOn',
  at: '2026-11-24T07:00:00.000Z',
  device: null,
  ip: null,
  newDevice: false,
};
const NOT_YOU = 'Not you? Freeze your account below and change your password.';

/** `count` sign-ins a minute apart, newest first, each from an address of its own. */
function signins(count: number): SecurityEventRow[] {
  const newest = Date.parse('2026-11-27T10:00:00.000Z');
  return Array.from({ length: count }, (_, index) => ({
    kind: 'signin',
    at: new Date(newest - index * 60_000).toISOString(),
    device: 'Safari on iOS',
    ip: `192.0.2.${index + 1}`,
    newDevice: false,
  }));
}

const answer = (docs: SecurityEventRow[]) => on(routes.securityEvents, ok(MSG.securityEventsLoaded, { docs }));
const renderCard = () => renderRoutes([{ path: '/settings', element: <SecurityActivityCard /> }], '/settings');
/** The card's events: the one list it shows. */
const items = () => screen.queryAllByRole('listitem');
const inCard = (message: string) =>
  screen.getAllByRole('alert').some((alert) => alert.tagName === 'P' && alert.textContent === message);

describe('/settings: Recent security activity', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists the events newest first: what, when, from which device and address, a new device marked', async () => {
    const { calls } = stubRoutes(answer([NEW_SIGNIN, PASSWORD_CHANGE, KNOWN_SIGNIN, TWO_FACTOR_ON]));
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Recent security activity' })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(4));
    const [first, second, third, fourth] = items();
    expect(first?.textContent).toBe(
      `Signed inNew device${formatDateTime(NEW_SIGNIN.at)} · Firefox on Linux · 198.51.100.23`,
    );
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe(NEW_SIGNIN.at);
    expect(
      within(first as HTMLElement)
        .getByText('198.51.100.23')
        .getAttribute('translate'),
    ).toBe('no');
    expect(second?.textContent).toBe(
      `Password changed${formatDateTime(PASSWORD_CHANGE.at)} · Chrome on Windows · 203.0.113.7`,
    );
    // A sign-in from a known device has no mark; an event whose device and address were not told says so.
    expect(third?.textContent).toContain('Signed in');
    expect(within(third as HTMLElement).queryByText('New device')).toBeNull();
    expect(fourth?.textContent).toBe(
      `Two-factor turned on${formatDateTime(TWO_FACTOR_ON.at)} · Unknown device · Unknown address`,
    );
    expect(screen.getAllByText('New device')).toHaveLength(1);
    expect(screen.getByText(NOT_YOU)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /sellerApi/securityEvents']);
  });

  it('names every kind of event in words', async () => {
    const at = '2026-11-20T12:00:00.000Z';
    stubRoutes(answer(SECURITY_EVENT_KINDS.map((kind) => ({ kind, at, device: null, ip: null, newDevice: false }))));
    const { user } = renderCard();
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    if (SECURITY_EVENT_KINDS.length > SECURITY_EVENTS_FIRST)
      await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(items()).toHaveLength(SECURITY_EVENT_KINDS.length);
    const labels = items().map((item) => item.querySelector('span')?.textContent);
    expect(labels).toEqual([
      'Signed in',
      'Password changed',
      'Password reset',
      'Two-factor turned on',
      'Two-factor turned off',
      'Account frozen',
      'Asked to lift the freeze',
      'Anti-phishing code changed',
      'USDT address changed',
      'Withdrawal address saved',
      '"Withdraw only to saved addresses" turned off',
      'Passkey added',
      'Passkey removed',
      'Signed in by an operator’s one-time link',
      'Transfer receiver saved',
    ]);
    for (const label of labels) expect(label).not.toMatch(/^sev\./);
  });

  it(`shows the first ${SECURITY_EVENTS_FIRST}, and "Show all" the rest, up to the 50 sent`, async () => {
    const docs = signins(50);
    stubRoutes(answer(docs));
    const { user } = renderCard();
    await waitFor(() => expect(items()).toHaveLength(SECURITY_EVENTS_FIRST));
    expect(items()[0]?.textContent).toContain('192.0.2.1');
    expect(items()[SECURITY_EVENTS_FIRST - 1]?.textContent).toContain(`192.0.2.${SECURITY_EVENTS_FIRST}`);
    expect(screen.queryByText(`192.0.2.${SECURITY_EVENTS_FIRST + 1}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(items()).toHaveLength(50);
    expect(items()[49]?.textContent).toContain('192.0.2.50');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    // The focus goes to the first event revealed, not lost with the button.
    expect(document.activeElement).toBe(items()[SECURITY_EVENTS_FIRST]);
    expect(screen.getByText(NOT_YOU)).toBeTruthy();
  });

  it('says "Nothing yet" when there is no event', async () => {
    stubRoutes(answer([]));
    renderCard();
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
    expect(items()).toHaveLength(0);
    expect(screen.queryByText(NOT_YOU)).toBeNull();
  });

  it('says so in the card when the activity does not load, and asks again', async () => {
    let answers = 0;
    stubRoutes(
      on(routes.securityEvents, () => {
        answers += 1;
        return answers === 1
          ? fail(500, MSG.internal, 'INTERNAL')
          : ok(MSG.securityEventsLoaded, { docs: [NEW_SIGNIN] });
      }),
    );
    const { user } = renderCard();
    expect(screen.getByText('Loading your security activity…')).toBeTruthy();
    await waitFor(() => expect(inCard(MSG.internal)).toBe(true));
    expect(shownToasts()).not.toContain(MSG.internal);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("calls the vendor's twin for a vendor", async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(answer([KNOWN_SIGNIN]));
    renderCard();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /vendorApi/securityEvents']);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says all of it in the chosen language, the address as it is', async () => {
      await changeLocale('es');
      stubRoutes(answer([NEW_SIGNIN, ...signins(SECURITY_EVENTS_FIRST), TWO_FACTOR_ON]));
      renderCard();
      expect(await screen.findByRole('heading', { name: 'Actividad de seguridad reciente' })).toBeTruthy();
      await waitFor(() => expect(items()).toHaveLength(SECURITY_EVENTS_FIRST));
      expect(items()[0]?.textContent).toBe(
        `Inicio de sesiónDispositivo nuevo${formatDateTime(NEW_SIGNIN.at)} · Firefox en Linux · 198.51.100.23`,
      );
      expect(screen.getByRole('button', { name: 'Mostrar todo' })).toBeTruthy();
      expect(screen.getByText('¿No fuiste tú? Congela tu cuenta más abajo y cambia tu contraseña.')).toBeTruthy();
      expect(screen.queryByText(/Signed in|New device|Two-factor|Unknown|Show all|Not you/)).toBeNull();
    });
  });
});
