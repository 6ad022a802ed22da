import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import {
  ATTESTATION,
  canUsePasskeys,
  passkeyOf,
  passkeysOf,
  promptClosed,
  REGISTRATION_OPTIONS,
} from '@app/web-kit/test/passkeys-test-kit';
import { errorOf, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { securityProofStubs } from '../../../test/security-test-kit';
import { PasskeysCard } from './passkeys-card';

vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startRegistration: vi.fn(),
}));

const register = vi.mocked(startRegistration);
const renderCard = () => renderRoutes([{ path: '/settings', element: <PasskeysCard /> }], '/settings');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** The card's own message, beside the toast that may say the same. */
const inCard = (message: string) =>
  screen.queryAllByRole('alert').some((alert) => alert.tagName === 'P' && alert.textContent === message);
const ADDED = passkeyOf({ _id: '77777777-7777-4777-8777-777777777777', name: 'My phone' });

/** The passkeys as the server keeps them: added by the POST, removed by the DELETE. */
function passkeyServer(initial = [passkeyOf()]) {
  let docs = initial;
  return [
    on(routes.passkeys, () => ok(MSG.passkeysLoaded, { docs })),
    on(routes.passkeyOptions, ok(MSG.passkeyOptionsReady, { options: REGISTRATION_OPTIONS })),
    on(routes.passkeyAdd, (call) => {
      docs = [...docs, { ...ADDED, name: (call.body as { name: string }).name }];
      return ok(MSG.passkeyAdded, { docs });
    }),
    on(routes.passkeyDelete, (call) => {
      docs = docs.filter((passkey) => passkey._id !== call.params._id);
      return ok(MSG.passkeyRemoved, { docs });
    }),
  ];
}

/** The password and the mailed code (docs/decisions/046-no-way-around-the-second-person.md), as the member types them. */
async function prove(user: ReturnType<typeof renderCard>['user'], password = 'secret123') {
  await user.type(screen.getByLabelText('Your password'), password);
  await user.type(screen.getByLabelText('Code from the e-mail'), '654321');
}

async function openAdd(user: ReturnType<typeof renderCard>['user'], password = 'secret123') {
  await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
  await prove(user, password);
  await user.click(button('Continue'));
}

describe('/settings: Passkeys', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    canUsePasskeys();
    register.mockReset().mockResolvedValue(ATTESTATION);
  });

  it('lists each passkey with when it was added and last used', async () => {
    stubRoutes(
      ...securityProofStubs(),
      passkeysOf([
        passkeyOf(),
        passkeyOf({ _id: '88888888-8888-4888-8888-888888888888', name: 'YubiKey', lastUsedAt: '2026-11-01T08:00:00Z' }),
      ]),
    );
    renderCard();
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeTruthy();
    expect(screen.getByText('Loading your passkeys…')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [laptop, key] = within(list).getAllByRole('listitem');
    expect(laptop?.textContent).toContain('Work laptop');
    expect(laptop?.textContent).toMatch(/Added .*2026/);
    expect(laptop?.textContent).toContain('Never used');
    expect(key?.textContent).toContain('YubiKey');
    expect(key?.textContent).toMatch(/Last used .*2026/);
    expect(within(list).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(button('Add a passkey')).toBeTruthy();
  });

  it('says when there is none yet', async () => {
    stubRoutes(...securityProofStubs(), passkeysOf([]));
    renderCard();
    expect(await screen.findByText('No passkeys yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your passkeys' })).toBeNull();
  });

  it('adds one: the password, the browser prompt on the server options, then its name', async () => {
    const { calls } = stubRoutes(...securityProofStubs(), ...passkeyServer());
    const { user } = renderCard();
    await openAdd(user);

    const name = await screen.findByLabelText<HTMLInputElement>('Passkey name');
    expect(calls.of(routes.passkeyOptions).map((call) => call.body)).toEqual([
      { password: 'secret123', securityCode: '654321' },
    ]);
    expect(register).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS });
    expect(name.value).not.toBe('');
    expect(document.activeElement).toBe(name);
    expect(calls.of(routes.passkeyAdd)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'My phone');
    await user.click(button('Save passkey'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.passkeyAdded));
    expect(calls.of(routes.passkeyAdd).map((call) => call.body)).toEqual([
      { name: 'My phone', credential: ATTESTATION },
    ]);
    const list = screen.getByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('My phone')).toBeTruthy();
    expect(screen.queryByLabelText('Passkey name')).toBeNull();
    expect(document.activeElement).toBe(button('Add a passkey'));
  });

  it('checks the name by the contract rule before sending it', async () => {
    const { calls } = stubRoutes(...securityProofStubs(), ...passkeyServer());
    const { user } = renderCard();
    await openAdd(user);
    await user.clear(await screen.findByLabelText('Passkey name'));
    await user.click(button('Save passkey'));
    await waitFor(() => expect(errorOf('Passkey name')).toBe(MSG.passkeyNameInvalid));
    expect(calls.of(routes.passkeyAdd)).toHaveLength(0);
  });

  it('shows a wrong password in the card and opens no browser prompt', async () => {
    const { calls } = stubRoutes(
      ...securityProofStubs(),
      passkeysOf([]),
      on(routes.passkeyOptions, fail(400, MSG.oldPasswordWrong, 'INVALID_CREDENTIALS')),
    );
    const { user } = renderCard();
    await openAdd(user, 'wrong-password');
    await waitFor(() => expect(inCard(MSG.oldPasswordWrong)).toBe(true));
    expect(register).not.toHaveBeenCalled();
    expect(calls.of(routes.passkeyAdd)).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Your password').value).toBe('wrong-password');
  });

  it('a closed browser prompt reads calmly, as no error', async () => {
    register.mockRejectedValue(promptClosed());
    const { calls } = stubRoutes(...securityProofStubs(), ...passkeyServer([]));
    const { user } = renderCard();
    await openAdd(user);
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe(
      'No passkey was added: the browser prompt was closed. You can try again whenever you like.',
    );
    expect(screen.queryAllByRole('alert').filter((alert) => alert.tagName === 'P')).toHaveLength(0);
    expect(screen.queryByText(/NotAllowedError|timed out/)).toBeNull();
    expect(calls.of(routes.passkeyAdd)).toHaveLength(0);
    expect(screen.queryByLabelText('Passkey name')).toBeNull();
  });

  it("shows the server's refusal of the new passkey in the card", async () => {
    stubRoutes(
      ...securityProofStubs(),
      passkeysOf([passkeyOf()]),
      on(routes.passkeyOptions, ok(MSG.passkeyOptionsReady, { options: REGISTRATION_OPTIONS })),
      on(routes.passkeyAdd, fail(409, MSG.passkeyLimit, 'CONFLICT')),
    );
    const { user } = renderCard();
    await openAdd(user);
    await user.click(await screen.findByRole('button', { name: 'Save passkey' }));
    await waitFor(() => expect(inCard(MSG.passkeyLimit)).toBe(true));
  });

  it('removes one after an inline confirming press', async () => {
    const { calls } = stubRoutes(...securityProofStubs(), ...passkeyServer());
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(calls.of(routes.passkeyDelete)).toHaveLength(0);
    expect(document.activeElement).toBe(button('Remove Work laptop'));
    // Who you are first, as every security change asks.
    await user.click(button('Remove Work laptop'));
    expect(errorOf('Your password')).toBe(MSG.oldPasswordRequired);
    expect(calls.of(routes.passkeyDelete)).toHaveLength(0);
    await prove(user);
    await user.click(button('Remove Work laptop'));
    expect(await screen.findByText('No passkeys yet')).toBeTruthy();
    expect(calls.of(routes.passkeyDelete).map((call) => call.params)).toEqual([{ _id: passkeyOf()._id }]);
    expect(calls.of(routes.passkeyDelete)[0]?.body).toEqual({ password: 'secret123', securityCode: '654321' });
    expect(shownToasts()).toContain(MSG.passkeyRemoved);
  });

  it('says so in the card when the passkeys do not load, and asks again', async () => {
    let answers = 0;
    stubRoutes(
      ...securityProofStubs(),
      on(routes.passkeys, () => {
        answers += 1;
        return answers === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.passkeysLoaded, { docs: [] });
      }),
    );
    const { user } = renderCard();
    await waitFor(() => expect(inCard(MSG.internal)).toBe(true));
    expect(shownToasts()).not.toContain(MSG.internal);
    await user.click(button('Try again'));
    expect(await screen.findByText('No passkeys yet')).toBeTruthy();
  });

  it('tells a browser that cannot use passkeys so, and offers no way to add one', async () => {
    vi.unstubAllGlobals();
    stubRoutes(...securityProofStubs(), passkeysOf([passkeyOf()]));
    renderCard();
    expect(
      await screen.findByText('This browser cannot use passkeys. Open Settings in a browser that can to add one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.getByText('Work laptop')).toBeTruthy();
  });

  it("calls the vendor's twins for a vendor", async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(...securityProofStubs(), ...passkeyServer());
    const { user } = renderCard();
    await openAdd(user);
    await user.click(await screen.findByRole('button', { name: 'Save passkey' }));
    await waitFor(() => expect(calls.of(routes.passkeyAdd)).toHaveLength(1));
    const sent = calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.includes('passkeys'));
    expect(sent).toEqual(['GET /vendorApi/passkeys', 'POST /vendorApi/passkeys/options', 'POST /vendorApi/passkeys']);
  });
});
