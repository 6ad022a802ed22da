import { FREEZE_LIFT_HOURS, type FreezeState, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { formatDateTime } from '@app/web-kit/lib/format';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { TWO_FACTOR_OFF } from '@app/web-kit/test/security-test-kit';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FreezeCard } from './freeze-card';

const FROZEN_AT = '2026-11-27T10:00:00.000Z';
const UNFREEZE_AT = new Date(Date.parse('2026-11-28T09:00:00.000Z') + FREEZE_LIFT_HOURS * 3600_000).toISOString();
const NOT_FROZEN: FreezeState = { frozen: false, frozenAt: null, unfreezeAt: null };
const FROZEN: FreezeState = { frozen: true, frozenAt: FROZEN_AT, unfreezeAt: null };
const LIFTING: FreezeState = { frozen: true, frozenAt: FROZEN_AT, unfreezeAt: UNFREEZE_AT };
const LIFT = `Lift the freeze in ${FREEZE_LIFT_HOURS} hours`;

const renderCard = () => renderRoutes([{ path: '/settings', element: <FreezeCard /> }], '/settings');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** A status line, read whole: its time is an element of its own. */
const line = (text: string) =>
  screen.findByText((_content, node) => node?.tagName === 'P' && node.textContent === text);
/** The card's own message, beside the toast that says the same. */
const inCard = (message: string) =>
  screen.getAllByRole('alert').some((alert) => alert.tagName === 'P' && alert.textContent === message);

/** The card's state as the server keeps it, moved on by freeze and unfreeze. */
function freezeServer(initial: FreezeState) {
  let state = initial;
  return [
    on(routes.freezeState, () => ok(MSG.freezeLoaded, state)),
    on(routes.freeze, () => {
      state = { frozen: true, frozenAt: state.frozenAt ?? FROZEN_AT, unfreezeAt: null };
      return ok(MSG.freezeDone, state);
    }),
  ];
}

describe('/settings: Freeze my account', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('not frozen: says what a freeze does, freezes in one click and says so', async () => {
    const { calls } = stubRoutes(...freezeServer(NOT_FROZEN));
    const { user } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Freeze my account' })).toBeTruthy();
    expect(await screen.findByText(/stops withdrawals, transfers and payouts at once/)).toBeTruthy();
    expect(screen.getByText(/if you think someone else got into your account/)).toBeTruthy();
    expect(screen.getByText(/your password, and your authenticator code if two-factor sign-in is on/)).toBeTruthy();
    expect(screen.getByText(/waits 24 hours, and we tell you by e-mail/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(button('Freeze my account'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.freezeDone));
    expect(calls.of(routes.freeze).map((call) => call.body)).toEqual([{}]);
    expect(await line(`Your account has been frozen since ${formatDateTime(FROZEN_AT)}.`)).toBeTruthy();
    expect(button('Lift the freeze…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('frozen: says since when, with the time machine-readable, and reveals the lift form inline', async () => {
    stubRoutes(...freezeServer(FROZEN), on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)));
    const { user } = renderCard();
    const status = await screen.findByText(/Your account has been frozen since/);
    expect(status.querySelector('time')?.getAttribute('datetime')).toBe(FROZEN_AT);
    expect(screen.getByText(/Withdrawals, transfers and payouts are stopped until you lift the freeze/)).toBeTruthy();
    expect(screen.queryByText(/stops withdrawals, transfers and payouts at once/)).toBeNull();

    await user.click(button('Lift the freeze…'));
    const password = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button(LIFT).disabled).toBe(false));
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();

    await user.click(button('Cancel'));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(document.activeElement).toBe(button('Lift the freeze…'));
  });

  it('asks for the password before calling, then shows the refusal in the card', async () => {
    const { calls } = stubRoutes(
      ...freezeServer(FROZEN),
      on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
      on(routes.unfreeze, fail(400, MSG.oldPasswordWrong)),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Lift the freeze…' }));
    await waitFor(() => expect(button(LIFT).disabled).toBe(false));

    await user.click(button(LIFT));
    expect(errorOf('Password')).toBe(MSG.oldPasswordRequired);
    expect(calls.of(routes.unfreeze)).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'Wrong@123');
    expect(errorOf('Password')).toBeNull();
    await user.click(button(LIFT));
    await waitFor(() => expect(inCard(MSG.oldPasswordWrong)).toBe(true));
    expect(calls.of(routes.unfreeze).map((call) => call.body)).toEqual([{ password: 'Wrong@123' }]);
    // Still frozen, the form still open to try again.
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByText(/Your account has been frozen since/)).toBeTruthy();
  });

  it('with two-factor on, sends the code too; then says when the freeze lifts', async () => {
    const { calls } = stubRoutes(
      ...freezeServer(FROZEN),
      on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, { ...TWO_FACTOR_OFF, enabled: true })),
      on(routes.unfreeze, ok(MSG.unfreezeRequested, LIFTING)),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Lift the freeze…' }));
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    const code = await screen.findByLabelText('Authenticator code');

    await user.click(button(LIFT));
    expect(errorOf('Authenticator code')).toBe(MSG.twoFactorCodeRequired);
    expect(calls.of(routes.unfreeze)).toHaveLength(0);

    await user.type(code, '123456');
    await user.click(button(LIFT));
    await waitFor(() => expect(shownToasts()).toContain(MSG.unfreezeRequested));
    expect(calls.of(routes.unfreeze).map((call) => call.body)).toEqual([{ password: 'Secret@123', code: '123456' }]);
    expect(await line(`The freeze lifts at ${formatDateTime(UNFREEZE_AT)}.`)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(button('Keep it frozen')).toBeTruthy();
  });

  it('being lifted: says when, and "Keep it frozen" freezes again, cancelling the lift', async () => {
    const { calls } = stubRoutes(...freezeServer(LIFTING));
    const { user } = renderCard();
    const status = await line(`The freeze lifts at ${formatDateTime(UNFREEZE_AT)}.`);
    expect(status.querySelector('time')?.getAttribute('datetime')).toBe(UNFREEZE_AT);
    expect(screen.getByText(/Until then withdrawals, transfers and payouts stay stopped/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lift the freeze…' })).toBeNull();

    await user.click(button('Keep it frozen'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.freezeDone));
    expect(calls.of(routes.freeze).map((call) => call.body)).toEqual([{}]);
    expect(await line(`Your account has been frozen since ${formatDateTime(FROZEN_AT)}.`)).toBeTruthy();
    expect(screen.queryByText(/The freeze lifts at/)).toBeNull();
    expect(button('Lift the freeze…')).toBeTruthy();
  });

  it('says so in the card when the state does not load, and asks again', async () => {
    let answers = 0;
    stubRoutes(
      on(routes.freezeState, () => {
        answers += 1;
        return answers === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.freezeLoaded, NOT_FROZEN);
      }),
    );
    const { user } = renderCard();
    expect(screen.getByText('Checking whether your account is frozen…')).toBeTruthy();
    await waitFor(() => expect(inCard(MSG.internal)).toBe(true));
    expect(shownToasts()).not.toContain(MSG.internal);
    await user.click(button('Try again'));
    expect(await screen.findByRole('button', { name: 'Freeze my account' })).toBeTruthy();
  });

  it("calls the vendor's twin for a vendor", async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(...freezeServer(NOT_FROZEN));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Freeze my account' }));
    await waitFor(() => expect(calls.of(routes.freeze)).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /vendorApi/freeze');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says all of it in the chosen language', async () => {
      await changeLocale('es');
      stubRoutes(...freezeServer(FROZEN), on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)));
      const { user } = renderCard();
      expect(await screen.findByRole('heading', { name: 'Congelar mi cuenta' })).toBeTruthy();
      expect(await line(`Tu cuenta está congelada desde el ${formatDateTime(FROZEN_AT)}.`)).toBeTruthy();
      await user.click(button('Levantar la congelación…'));
      expect(screen.getByLabelText('Contraseña')).toBeTruthy();
      await waitFor(() => expect(button('Levantar la congelación en 24 horas').disabled).toBe(false));
      await user.click(button('Levantar la congelación en 24 horas'));
      expect(errorOf('Contraseña')).toBe('Introduce tu contraseña actual');
      expect(screen.queryByText(/freeze|Password/i)).toBeNull();
    });
  });
});
