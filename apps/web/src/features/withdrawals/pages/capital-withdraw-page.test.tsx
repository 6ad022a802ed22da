import { MSG, type OrderRow, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { orderOf } from '@app/web-kit/test/packages-test-kit';
import { errorOf, landing, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, type StubCall, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  addressBookOf,
  moneyOutOf,
  profileOf,
  SAVED_ADDRESS,
  SETTINGS,
  withdrawalOf,
} from '../../../test/withdrawals-test-kit';
import { CapitalWithdrawPage } from './capital-withdraw-page';

const ORDER_ID = '44444444-4444-4444-8444-444444444444';
// The order's own charge (8%) differs from the setting (10%): the page must show the order's.
const ORDER = orderOf({ _id: ORDER_ID, title: 'Gold', price: 250, capitalChargePercent: 8 });
const REQUESTED = withdrawalOf({
  _id: '55555555-5555-4555-8555-555555555555',
  kind: 'capital',
  status: 'unverified',
  requestPayment: 250,
  charge: 20,
  chargePercent: 8,
  netAmount: 230,
  packageTitle: 'Gold',
  orderId: ORDER_ID,
});

interface Answers {
  orders?: OrderRow[];
  request?: Responder<typeof routes.packageWithdrawal>;
  verify?: Responder<typeof routes.packageWithdrawalVerify>;
}

function renderCapital(path = `/withdrawladd/${ORDER_ID}`, answers: Answers = {}) {
  const { calls } = stubRoutes(
    moneyOutOf(),
    on(routes.activePackages, ok(MSG.loaded, answers.orders ?? [orderOf(), ORDER])),
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.profile, ok(MSG.profileLoaded, profileOf())),
    on(routes.packageWithdrawal, answers.request ?? ok(MSG.withdrawalOtpSent, REQUESTED)),
    on(
      routes.packageWithdrawalVerify,
      answers.verify ?? ok(MSG.withdrawalSubmitted, { ...REQUESTED, status: 'pending' }),
    ),
    addressBookOf(),
  );
  const view = renderRoutes(
    [{ path: '/withdrawladd/:id', Component: CapitalWithdrawPage }, landing('/my-order'), landing('/withdrawl-list')],
    path,
  );
  return { ...view, calls };
}

type User = ReturnType<typeof renderCapital>['user'];

const definition = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const REQUEST_PATH = routes.packageWithdrawal.member.path;
const VERIFY_PATH = routes.packageWithdrawalVerify.member.path;
const posts = (calls: StubCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

async function goToStep2(user: User) {
  await user.type(await screen.findByLabelText('Address'), ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('OTP');
}

describe('/withdrawladd/:id', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("shows the order's title, capital and own charge, and the minimum from the settings", async () => {
    renderCapital();
    expect(await screen.findByRole('heading', { name: 'Withdraw the capital of Gold' })).toBeTruthy();
    expect(definition('Capital')).toBe('250.00 USDT');
    expect(definition('Admin charge')).toBe('8%');
    expect(screen.getByText('Minimum 12 USDT.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: details')).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it("asks for the address with the contract's messages and sends nothing while invalid", async () => {
    const { user, calls } = renderCapital();
    const next = await screen.findByRole('button', { name: 'Next' });

    await user.click(next);
    await waitFor(() => expect(errorOf('Address')).toBe('Please enter address'));

    await user.type(screen.getByLabelText('Address'), 'not-an-address');
    await user.click(next);
    expect(errorOf('Address')).toBe(MSG.addressInvalid);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('posts the address and the order id as packageId, then asks for the OTP', async () => {
    const { user, calls } = renderCapital();
    await goToStep2(user);

    expect(posts(calls, REQUEST_PATH)).toHaveLength(1);
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: ADDRESS, packageId: ORDER_ID });
    expect(await screen.findByText(MSG.withdrawalOtpSent)).toBeTruthy();
    expect(screen.getByText('Step 2 of 2: confirm with the code we e-mailed you')).toBeTruthy();
    expect(definition('Charge')).toBe('20.00 USDT');
    expect(definition('You receive')).toBe('230.00 USDT');
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('fills the address from the saved USDT address', async () => {
    const { user, calls } = renderCapital();
    await user.click(await screen.findByRole('button', { name: /^Use my saved address/ }));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(SAVED_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('OTP');
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: SAVED_ADDRESS, packageId: ORDER_ID });
  });

  it('checks the OTP before sending it', async () => {
    const { user, calls } = renderCapital();
    await goToStep2(user);
    const submit = screen.getByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(errorOf('OTP')).toBe('Please enter otp');

    await user.type(screen.getByLabelText('OTP'), '12a');
    await user.click(submit);
    expect(errorOf('OTP')).toBe(MSG.otpInvalidFormat);
    expect(posts(calls, VERIFY_PATH)).toHaveLength(0);
  });

  it('verifies with the address, the OTP and the request id, then goes to /my-order', async () => {
    const { user, calls } = renderCapital();
    await goToStep2(user);
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('landed on /my-order')).toBeTruthy();
    expect(posts(calls, VERIFY_PATH)).toHaveLength(1);
    expect(posts(calls, VERIFY_PATH)[0]?.body).toEqual({ address: ADDRESS, otp: '654321', _id: REQUESTED._id });
    // The flow is done: "OTP sent" goes, the success stays.
    await waitFor(() => expect(shownToasts()).toEqual([MSG.withdrawalSubmitted]));
  });

  it('toasts a refused verification and stays on step 2', async () => {
    const { user, router } = renderCapital(undefined, { verify: () => fail(400, MSG.otpWrong, 'OTP_WRONG') });
    await goToStep2(user);
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MSG.otpWrong)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/withdrawladd/${ORDER_ID}`);
    expect((screen.getByLabelText('OTP') as HTMLInputElement).value).toBe('654321');
  });

  it('toasts a refused request and stays on step 1', async () => {
    const { user } = renderCapital(undefined, {
      request: () => fail(409, MSG.orderNotWithdrawable, 'CONFLICT'),
    });
    await user.type(await screen.findByLabelText('Address'), ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(MSG.orderNotWithdrawable)).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(ADDRESS);
  });

  it('goes back to the address with Back', async () => {
    const { user } = renderCapital();
    await goToStep2(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2: details')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.getByLabelText('Address')).toBeTruthy();
  });

  it("takes the package's id, as the contract's path names it: the member's order of that package, whose id is sent", async () => {
    const PACKAGE_ID = '77777777-7777-4777-8777-777777777777';
    const ofPackage = { ...ORDER, package_id: PACKAGE_ID };
    const withdrawnBefore = { ...ofPackage, _id: 'older-order', status: 'withdrawn' as const };
    const { user, calls } = renderCapital(`/withdrawladd/${PACKAGE_ID}`, {
      orders: [orderOf(), withdrawnBefore, ofPackage],
    });
    expect(await screen.findByRole('heading', { name: 'Withdraw the capital of Gold' })).toBeTruthy();
    await goToStep2(user);
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: ADDRESS, packageId: ORDER_ID });
  });

  it('says the package is not found for an id that is not one of the orders', async () => {
    const { user } = renderCapital('/withdrawladd/66666666-6666-4666-8666-666666666666');
    expect(await screen.findByRole('heading', { name: 'Package not found' })).toBeTruthy();
    expect(screen.queryByLabelText('Address')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to My orders' }));
    expect(await screen.findByText('landed on /my-order')).toBeTruthy();
  });

  it('says the capital is already withdrawn for a withdrawn order', async () => {
    const { user } = renderCapital(undefined, { orders: [{ ...ORDER, status: 'withdrawn' }] });
    expect(await screen.findByRole('heading', { name: 'Capital already withdrawn' })).toBeTruthy();
    expect(screen.getByText(/The capital of Gold has been withdrawn/)).toBeTruthy();
    expect(screen.queryByLabelText('Address')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Withdrawal history' }));
    expect(await screen.findByText('landed on /withdrawl-list')).toBeTruthy();
  });
});
