import { type AddressBook, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithdrawalAddressesCard } from './withdrawal-addresses-card';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const DAY_MS = 24 * 3600_000;
const renderCard = () => renderRoutes([{ path: '/settings', element: <WithdrawalAddressesCard /> }], '/settings');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

const entry = (overrides: Partial<AddressBook['docs'][number]> = {}) => ({
  _id: '11111111-1111-4111-8111-111111111111',
  address: ADDRESS,
  label: 'Ledger',
  usableFrom: new Date(Date.now() - DAY_MS).toISOString(),
  createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  ...overrides,
});

/** The book as the server keeps it: a first call without a code asks one, a second with it changes the book. */
function bookServer(initial: AddressBook) {
  let book = initial;
  return [
    on(routes.addresses, () => ok(MSG.addressBookLoaded, book)),
    on(routes.addressSave, (call) => {
      const body = call.body as { address: string; label: string; code?: string };
      if (!body.code) return replyWith({ success: true, message: MSG.addressCodeSent, data: {}, codeFrom: 'email' });
      if (body.code !== '123456') return fail(400, MSG.otpWrong, 'OTP_INVALID');
      const usableFrom = new Date(Date.now() + DAY_MS).toISOString();
      book = { ...book, docs: [...book.docs, entry({ _id: 'new', label: body.label, usableFrom })] };
      return ok(MSG.addressSaved, book);
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
      const until = body.on ? null : new Date(Date.now() + DAY_MS).toISOString();
      book = { ...book, onlySaved: true, onlySavedUntil: until };
      return ok(body.on ? MSG.addressOnlyOn : MSG.addressOnlyOffScheduled, book);
    }),
  ];
}

const EMPTY: AddressBook = { docs: [], onlySaved: false, onlySavedUntil: null };

describe('/settings: Withdrawal addresses', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('an empty book: says what it is for, and saves an address in two steps', async () => {
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    expect(screen.getByRole('heading', { name: 'Withdrawal addresses' })).toBeTruthy();
    expect(await screen.findByText('No saved addresses yet.')).toBeTruthy();
    expect(screen.getByText(/waits 24 hours before it can be used/)).toBeTruthy();

    await user.click(button('Add an address'));
    await user.type(screen.getByLabelText('Name'), 'Ledger');
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), ADDRESS);
    await user.click(button('Send code'));
    await user.type(await screen.findByLabelText('Code from the e-mail we sent you'), '000000');
    await user.click(button('Save address'));
    expect(await screen.findByText(MSG.otpWrong, { selector: 'p[role="alert"]' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Code from the e-mail we sent you'));
    await user.type(screen.getByLabelText('Code from the e-mail we sent you'), '123456');
    await user.click(button('Save address'));
    expect(await screen.findByText(/^Locked until/)).toBeTruthy();
    expect(calls.of(routes.addressSave).map((call) => call.body)).toEqual([
      { label: 'Ledger', address: ADDRESS },
      { label: 'Ledger', address: ADDRESS, code: '000000' },
      { label: 'Ledger', address: ADDRESS, code: '123456' },
    ]);
  });

  it('lists usable and locked addresses, and removes one after a confirming press', async () => {
    const locked = entry({
      _id: '22222222-2222-4222-8222-222222222222',
      label: 'Exchange',
      usableFrom: new Date(Date.now() + DAY_MS).toISOString(),
    });
    const { calls } = stubRoutes(...bookServer({ ...EMPTY, docs: [entry(), locked] }));
    const { user } = renderCard();
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Usable now')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Locked until/)).toBeTruthy();
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Remove' }));
    await user.click(button('Remove Exchange'));
    await waitFor(() => expect(screen.queryByText('Exchange')).toBeNull());
    expect(calls.of(routes.addressDelete).map((call) => call.params._id)).toEqual([locked._id]);
  });

  it('turns the switch on with the authenticator code, and shows a turned-off switch still holding', async () => {
    const { calls } = stubRoutes(...bookServer(EMPTY));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '654321');
    await user.click(button('Confirm'));
    expect(await screen.findByText(/^On: withdrawals go only to your saved addresses/)).toBeTruthy();
    expect(calls.of(routes.addressOnly).map((call) => call.body)).toEqual([{ on: true }, { on: true, code: '654321' }]);

    await user.click(button('Turn off'));
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '111111');
    await user.click(button('Confirm'));
    expect(await screen.findByText(/^Turned off, but still on until/)).toBeTruthy();
  });

  it("calls the vendor's twin for a vendor", async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(...bookServer(EMPTY));
    renderCard();
    await screen.findByText('No saved addresses yet.');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /vendorApi/addresses');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it('says it in Spanish', async () => {
      await changeLocale('es');
      stubRoutes(...bookServer(EMPTY));
      renderCard();
      expect(await screen.findByText('Aún no hay direcciones guardadas.')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Direcciones de retiro' })).toBeTruthy();
    });
  });
});
