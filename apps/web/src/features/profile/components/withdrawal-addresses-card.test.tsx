import { type AddressBook, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithdrawalAddressesCard } from './withdrawal-addresses-card';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER_ADDRESS = `0x${'ab12'.repeat(10)}`;
const DAY_MS = 24 * 3600_000;
const SWITCH = 'Withdraw only to saved addresses';
const EMAIL_CODE = 'Code from the e-mail we sent you';
const APP_CODE = 'Code from your authenticator app';
const renderCard = () => renderRoutes([{ path: '/settings', element: <WithdrawalAddressesCard /> }], '/settings');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const theSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: SWITCH });
/** The card's own message, beside the toast that says the same. */
const inCard = (message: string) =>
  screen.queryAllByRole('alert').some((alert) => alert.tagName === 'P' && alert.textContent === message);

const entry = (overrides: Partial<AddressBook['docs'][number]> = {}) => ({
  _id: '11111111-1111-4111-8111-111111111111',
  address: ADDRESS,
  label: 'Ledger',
  usableFrom: new Date(Date.now() - DAY_MS).toISOString(),
  createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  ...overrides,
});

/**
 * The book as the server keeps it: a first call without a code asks one (saving: by mail; the switch: the
 * authenticator's), a second with 123456 changes the book, any other code is refused.
 */
function bookServer(initial: AddressBook) {
  let book = initial;
  return [
    on(routes.addresses, () => ok(MSG.addressBookLoaded, book)),
    on(routes.addressSave, (call) => {
      const body = call.body as { address: string; label: string; code?: string };
      if (!body.code) return replyWith({ success: true, message: MSG.addressCodeSent, data: {}, codeFrom: 'email' });
      if (body.code !== '123456') return fail(400, MSG.otpWrong, 'OTP_INVALID');
      const usableFrom = new Date(Date.now() + DAY_MS).toISOString();
      const saved = entry({ _id: '33333333-3333-4333-8333-333333333333', label: body.label, usableFrom });
      book = { ...book, docs: [...book.docs, { ...saved, address: body.address }] };
      return ok(MSG.addressSaved, book);
    }),
    on(routes.receiverSave, (call) => {
      const body = call.body as { receiverId: string; label: string; code?: string };
      if (!body.code) return replyWith({ success: true, message: MSG.addressCodeSent, data: {}, codeFrom: 'email' });
      const usableFrom = new Date(Date.now() + DAY_MS).toISOString();
      const saved = { _id: '44444444-4444-4444-8444-444444444444', uid: body.receiverId, fullName: 'Maya Root' };
      book = {
        ...book,
        receivers: [...book.receivers, { ...saved, label: body.label, usableFrom, createdAt: usableFrom }],
      };
      return ok(MSG.receiverSaved, book);
    }),
    on(routes.receiverDelete, (call) => {
      book = { ...book, receivers: book.receivers.filter((doc) => doc._id !== call.params._id) };
      return ok(MSG.receiverRemoved, book);
    }),
    on(routes.addressDelete, (call) => {
      book = { ...book, docs: book.docs.filter((doc) => doc._id !== call.params._id) };
      return ok(MSG.addressRemoved, book);
    }),
    on(routes.addressOnly, (call) => {
      const body = call.body as { on: boolean; code?: string };
      if (!body.code) {
        return replyWith({ success: true, message: MSG.addressTotpAsked, data: {}, codeFrom: 'authenticator' });
      }
      if (body.code !== '123456') return fail(400, MSG.twoFactorCodeWrong, 'OTP_INVALID');
      const until = body.on ? null : new Date(Date.now() + DAY_MS).toISOString();
      book = { ...book, onlySaved: true, onlySavedUntil: until };
      return ok(body.on ? MSG.addressOnlyOn : MSG.addressOnlyOffScheduled, book);
    }),
  ];
}

const EMPTY: AddressBook = { docs: [], receivers: [], onlySaved: false, onlySavedUntil: null };

describe('/settings: Withdrawal addresses', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('an empty book: says what it is for, that nothing is saved, and that the switch is off', async () => {
    stubRoutes(...bookServer(EMPTY));
    renderCard();
    expect(screen.getByRole('heading', { name: 'Withdrawal addresses' })).toBeTruthy();
    expect(screen.getByText('Loading your saved addresses…')).toBeTruthy();
    expect(screen.getByText(/cannot send your money anywhere else/)).toBeTruthy();
    expect(screen.getByText(/waits 24 hours before it can be used/)).toBeTruthy();
    expect(await screen.findByText('No saved addresses yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(theSwitch().checked).toBe(false);
    expect(theSwitch().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/^Off: you can withdraw to any address/)).toBeTruthy();
  });

  it('saves an address in two steps: the code asked for, a wrong one refused in the card, the right one saving it', async () => {
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ledger');
    const address = screen.getByLabelText<HTMLInputElement>('USDT (BEP-20) address');
    expect(address.getAttribute('translate')).toBe('no');
    await user.type(address, ADDRESS);
    expect(screen.queryByLabelText(EMAIL_CODE)).toBeNull();
    await user.click(button('Send code'));

    const code = await screen.findByLabelText<HTMLInputElement>(EMAIL_CODE);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(address.readOnly).toBe(true);
    await waitFor(() => expect(shownToasts()).toContain(MSG.addressCodeSent));

    await user.type(code, '000000');
    await user.click(button('Save address'));
    await waitFor(() => expect(inCard(MSG.otpWrong)).toBe(true));
    expect(screen.getByLabelText(EMAIL_CODE)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(button('Save address'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.addressSaved));
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Ledger')).toBeTruthy();
    expect(within(row).getByText(/^Usable from/)).toBeTruthy();
    expect(screen.queryByLabelText(EMAIL_CODE)).toBeNull();
    expect(document.activeElement).toBe(button('Add an address'));
    expect(calls.of(routes.addressSave).map((call) => call.body)).toEqual([
      { label: 'Ledger', address: ADDRESS },
      { label: 'Ledger', address: ADDRESS, code: '000000' },
      { label: 'Ledger', address: ADDRESS, code: '123456' },
    ]);
  });

  it('saves a transfer receiver by UID in the same two steps, lists it locked, and removes it', async () => {
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    expect(await screen.findByText('No saved receivers yet.')).toBeTruthy();
    await user.click(button('Add a receiver'));
    await user.type(screen.getByLabelText('Name'), 'My sister');
    await user.type(screen.getByLabelText("The member's UID"), 'sister7');
    await user.click(button('Send code'));
    const code = await screen.findByLabelText<HTMLInputElement>(EMAIL_CODE);
    await user.type(code, '123456');
    await user.click(button('Save receiver'));
    await waitFor(() => expect(shownToasts()).toContain(MSG.receiverSaved));
    const list = await screen.findByRole('list', { name: 'Transfer receivers' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('My sister')).toBeTruthy();
    expect(within(row).getByText('SISTER7')).toBeTruthy();
    expect(within(row).getByText('Locked')).toBeTruthy();
    expect(calls.of(routes.receiverSave).map((call) => call.body)).toEqual([
      { label: 'My sister', receiverId: 'SISTER7' },
      { label: 'My sister', receiverId: 'SISTER7', code: '123456' },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await user.click(within(row).getByRole('button', { name: 'Remove My sister' }));
    await waitFor(() => expect(shownToasts()).toContain(MSG.receiverRemoved));
    expect(await screen.findByText('No saved receivers yet.')).toBeTruthy();
  });

  it("checks the fields by the contract's rules before calling, and the code once it is asked for", async () => {
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), '0x123');
    await user.click(button('Send code'));
    await waitFor(() => expect(errorOf('Name')).toBe(MSG.addressLabelInvalid));
    expect(errorOf('USDT (BEP-20) address')).toBe(MSG.addressInvalid);
    expect(calls.of(routes.addressSave)).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Exchange');
    await user.clear(screen.getByLabelText('USDT (BEP-20) address'));
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), OTHER_ADDRESS);
    await user.click(button('Send code'));
    await screen.findByLabelText(EMAIL_CODE);
    await user.click(button('Save address'));
    await waitFor(() => expect(errorOf(EMAIL_CODE)).toBe(MSG.otpRequired));
    expect(calls.of(routes.addressSave)).toHaveLength(1);

    await user.click(button('Cancel'));
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(document.activeElement).toBe(button('Add an address'));
  });

  it('shows a refusal of the first step in the card (an address already saved)', async () => {
    stubRoutes(
      on(routes.addresses, ok(MSG.addressBookLoaded, { ...EMPTY, docs: [entry()] })),
      on(routes.addressSave, fail(409, MSG.addressAlreadySaved, 'CONFLICT')),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText('Name'), 'Again');
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), ADDRESS);
    await user.click(button('Send code'));
    await waitFor(() => expect(inCard(MSG.addressAlreadySaved)).toBe(true));
    expect(screen.queryByLabelText(EMAIL_CODE)).toBeNull();
  });

  it('lists usable and locked addresses: the address whole and untranslated, a lock badge and when it ends', async () => {
    const locked = entry({
      _id: '22222222-2222-4222-8222-222222222222',
      label: 'Exchange',
      address: OTHER_ADDRESS,
      usableFrom: new Date(Date.now() + DAY_MS).toISOString(),
    });
    stubRoutes(...bookServer({ ...EMPTY, docs: [entry(), locked] }));
    renderCard();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [usableRow, lockedRow] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    expect(within(usableRow).getByText('Usable now')).toBeTruthy();
    expect(within(usableRow).queryByText('Locked')).toBeNull();
    const shownAddress = within(usableRow).getByText(ADDRESS);
    expect(shownAddress.getAttribute('translate')).toBe('no');
    expect(shownAddress.className).toContain('break-all');
    expect(shownAddress.className).toContain('font-mono');

    expect(within(lockedRow).getByText('Locked')).toBeTruthy();
    expect(within(lockedRow).getByText(/^Usable from/)).toBeTruthy();
    expect(
      within(lockedRow)
        .getByText(/^Usable from/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe(locked.usableFrom);
  });

  it('removes an address after a confirming press, with a DELETE of its id', async () => {
    const locked = entry({
      _id: '22222222-2222-4222-8222-222222222222',
      label: 'Exchange',
      address: OTHER_ADDRESS,
      usableFrom: new Date(Date.now() + DAY_MS).toISOString(),
    });
    const { calls } = stubRoutes(...bookServer({ ...EMPTY, docs: [entry(), locked] }));
    const { user } = renderCard();
    const rows = await screen.findAllByRole('listitem');
    const row = rows[1] as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(calls.of(routes.addressDelete)).toHaveLength(0);
    expect(document.activeElement).toBe(button('Remove Exchange'));
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Remove' }));

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await user.click(button('Remove Exchange'));
    await waitFor(() => expect(screen.queryByText('Exchange')).toBeNull());
    await waitFor(() => expect(shownToasts()).toContain(MSG.addressRemoved));
    expect(screen.getByText('Ledger')).toBeTruthy();
    expect(calls.of(routes.addressDelete).map((call) => [call.method, call.params._id])).toEqual([
      ['DELETE', locked._id],
    ]);
  });

  it('turns the switch on with the code, and off: then it says it still holds until when', async () => {
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    await screen.findByText('No saved addresses yet.');

    await user.click(theSwitch());
    const code = await screen.findByLabelText(APP_CODE);
    expect(theSwitch().checked).toBe(true);
    expect(screen.getByText('To turn it on, enter the code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '000000');
    await user.click(button('Confirm'));
    await waitFor(() => expect(inCard(MSG.twoFactorCodeWrong)).toBe(true));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(button('Confirm'));
    expect(await screen.findByText(/^On: withdrawals go only to your saved addresses/)).toBeTruthy();
    expect(theSwitch().checked).toBe(true);
    expect(screen.queryByLabelText(APP_CODE)).toBeNull();
    expect(document.activeElement).toBe(theSwitch());

    await user.click(theSwitch());
    expect(await screen.findByText(/^To turn it off, enter the code/)).toBeTruthy();
    await user.type(screen.getByLabelText(APP_CODE), '123456');
    // Turning it off asks the password too (docs/decisions/046-no-way-around-the-second-person.md).
    await user.click(button('Confirm'));
    expect(errorOf('Your password')).toBe(MSG.oldPasswordRequired);
    await user.type(screen.getByLabelText('Your password'), 'Secret@123');
    await user.click(button('Confirm'));
    const still = await screen.findByText(/^Still on until/);
    expect(still.querySelector('time')).toBeTruthy();
    expect(theSwitch().checked).toBe(false);
    expect(calls.of(routes.addressOnly).map((call) => call.body)).toEqual([
      { on: true },
      { on: true, code: '000000' },
      { on: true, code: '123456' },
      { on: false },
      { on: false, code: '123456', password: 'Secret@123' },
    ]);
  });

  it('turned off but still holding: switching it on again cancels the wait; switching back drops the change', async () => {
    const until = new Date(Date.now() + DAY_MS).toISOString();
    const { calls } = stubRoutes(...bookServer({ ...EMPTY, onlySaved: true, onlySavedUntil: until }));
    const { user } = renderCard();
    expect(await screen.findByText(/^Still on until/)).toBeTruthy();
    expect(theSwitch().checked).toBe(false);

    await user.click(theSwitch());
    await screen.findByLabelText(APP_CODE);
    await user.click(theSwitch());
    expect(screen.queryByLabelText(APP_CODE)).toBeNull();
    expect(theSwitch().checked).toBe(false);

    await user.click(theSwitch());
    await user.type(await screen.findByLabelText(APP_CODE), '123456');
    await user.click(button('Confirm'));
    expect(await screen.findByText(/^On: withdrawals go only/)).toBeTruthy();
    expect(screen.queryByText(/^Still on until/)).toBeNull();
    expect(calls.of(routes.addressOnly).map((call) => call.body)).toEqual([
      { on: true },
      { on: true },
      { on: true, code: '123456' },
    ]);
  });

  it('a book that cannot be read: says why, and reads it again on "Try again"', async () => {
    let reads = 0;
    stubRoutes(
      on(routes.addresses, () => {
        reads += 1;
        return reads === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.addressBookLoaded, EMPTY);
      }),
    );
    const { user } = renderCard();
    await waitFor(() => expect(inCard(MSG.internal)).toBe(true));
    expect(shownToasts()).not.toContain(MSG.internal);
    await user.click(button('Try again'));
    expect(await screen.findByText('No saved addresses yet.')).toBeTruthy();
  });

  it("calls the vendor's twin for a vendor", async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    await screen.findByText('No saved addresses yet.');
    await user.click(theSwitch());
    await screen.findByLabelText(APP_CODE);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /vendorApi/addresses',
      'POST /vendorApi/addresses/only',
    ]);
  });

  describe('in other languages', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says it in Spanish', async () => {
      await changeLocale('es');
      stubRoutes(...bookServer({ ...EMPTY, docs: [entry()] }));
      renderCard();
      expect(await screen.findByText('Se puede usar')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Direcciones de retiro' })).toBeTruthy();
      expect(screen.getByRole('switch', { name: 'Retirar solo a direcciones guardadas' })).toBeTruthy();
    });

    it('says it in Hindi', async () => {
      await changeLocale('hi');
      stubRoutes(...bookServer(EMPTY));
      renderCard();
      expect(await screen.findByText('अभी कोई सहेजा गया पता नहीं है।')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'निकासी पते' })).toBeTruthy();
    });
  });
});
