import { MSG, type PasskeyRow, routes, type TransferRow } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { orderOf } from '@app/web-kit/test/packages-test-kit';
import {
  ASSERTION,
  AUTHENTICATION_OPTIONS,
  canUsePasskeys,
  passkeyOf,
  passkeysOf,
  promptClosed,
} from '@app/web-kit/test/passkeys-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { startAuthentication } from '@simplewebauthn/browser';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS,
  addressBookOf,
  CREATED,
  moneyOutOf,
  profileOf,
  SETTINGS,
  withdrawalOf,
} from '../../../test/withdrawals-test-kit';
import { CapitalWithdrawPage } from './capital-withdraw-page';
import { TransferPage } from './transfer-page';
import { WithdrawPage } from './withdraw-page';

vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startAuthentication: vi.fn(),
}));

const authenticate = vi.mocked(startAuthentication);
const PASSKEY_BUTTON = 'Confirm with a passkey';
const confirmOptions = ok(MSG.passkeyOptionsReady, { options: AUTHENTICATION_OPTIONS });

const WITHDRAWAL = withdrawalOf({ _id: '33333333-3333-4333-8333-333333333333', status: 'unverified' });
const ORDER_ID = '44444444-4444-4444-8444-444444444444';
const CAPITAL = withdrawalOf({ _id: '55555555-5555-4555-8555-555555555555', kind: 'capital', status: 'unverified' });
const TRANSFER: TransferRow = {
  _id: '99999999-9999-4999-8999-999999999999',
  receiver: { uid: 'RAVI0001', fullName: 'Ravi Kumar' },
  amount: 12.5,
  status: 'unverified',
  createdAt: CREATED.toISOString(),
  expiresAt: new Date(CREATED.getTime() + 10 * 60_000).toISOString(),
  verifiedAt: null,
};

function renderWithdraw(docs: PasskeyRow[], ...extra: RouteStub[]) {
  const server = stubRoutes(
    moneyOutOf(),
    ...extra,
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.profile, ok(MSG.profileLoaded, profileOf())),
    on(routes.withdrawalList, ok(MSG.loaded, { docs: [], limit: 10, page: 1, totalPages: 1, totalDocs: 0 })),
    on(routes.withdrawalRequest, ok(MSG.withdrawalOtpSent, WITHDRAWAL)),
    on(routes.withdrawalVerify, ok(MSG.withdrawalSubmitted, { ...WITHDRAWAL, status: 'pending' })),
    on(routes.withdrawalLimits, fail(503, MSG.unavailable, 'UNAVAILABLE')),
    on(routes.passkeyConfirmOptions, confirmOptions),
    addressBookOf(),
    passkeysOf(docs),
  );
  const view = renderRoutes([{ path: '/withdrawladd', Component: WithdrawPage }], '/withdrawladd');
  return { ...view, calls: server.calls };
}

async function withdrawalStep2(user: ReturnType<typeof renderWithdraw>['user']) {
  await user.type(await screen.findByLabelText('Address'), ADDRESS);
  await user.type(screen.getByLabelText('Amount'), '50');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('OTP');
}

describe('step 2 with a passkey', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    canUsePasskeys();
    authenticate.mockReset().mockResolvedValue(ASSERTION);
  });

  it('a withdrawal: signs the challenge of that request, verifies with `passkey` in place of `otp`', async () => {
    const { user, calls } = renderWithdraw([passkeyOf()]);
    await withdrawalStep2(user);
    await user.click(await screen.findByRole('button', { name: PASSKEY_BUTTON }));

    expect(await screen.findByText(MSG.withdrawalSubmitted)).toBeTruthy();
    expect(calls.of(routes.passkeyConfirmOptions).map((call) => call.body)).toEqual([
      { purpose: 'withdrawal', _id: WITHDRAWAL._id },
    ]);
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: AUTHENTICATION_OPTIONS });
    expect(calls.of(routes.withdrawalVerify).map((call) => call.body)).toEqual([
      { address: ADDRESS, amount: '50', passkey: ASSERTION, _id: WITHDRAWAL._id },
    ]);
    // The same end as a code: a clean step 1.
    expect(await screen.findByText('Step 1 of 2: details')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('a member with no passkey sees the code form alone', async () => {
    const { user, calls } = renderWithdraw([]);
    await withdrawalStep2(user);
    await waitFor(() => expect(calls.of(routes.passkeys)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: PASSKEY_BUTTON })).toBeNull();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.withdrawalSubmitted)).toBeTruthy();
    expect(calls.of(routes.withdrawalVerify)[0]?.body).toEqual({
      address: ADDRESS,
      amount: '50',
      otp: '123456',
      _id: WITHDRAWAL._id,
    });
    expect(calls.of(routes.passkeyConfirmOptions)).toHaveLength(0);
  });

  it('a closed prompt reads calmly and leaves the code to use', async () => {
    authenticate.mockRejectedValue(promptClosed());
    const { user, calls } = renderWithdraw([passkeyOf()]);
    await withdrawalStep2(user);
    await user.click(await screen.findByRole('button', { name: PASSKEY_BUTTON }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The passkey prompt was closed. Confirm with the code, or try the passkey again.',
    );
    expect(screen.queryByText(/NotAllowedError|timed out/)).toBeNull();
    expect(calls.of(routes.withdrawalVerify)).toHaveLength(0);
    expect(screen.getByLabelText('OTP')).toBeTruthy();
  });

  it("shows the server's refusal of the challenge beside the button", async () => {
    const { user, calls } = renderWithdraw(
      [passkeyOf()],
      on(routes.passkeyConfirmOptions, fail(404, MSG.notFound, 'NOT_FOUND')),
    );
    await withdrawalStep2(user);
    await user.click(await screen.findByRole('button', { name: PASSKEY_BUTTON }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === MSG.notFound)).toBe(true),
    );
    expect(authenticate).not.toHaveBeenCalled();
    expect(calls.of(routes.withdrawalVerify)).toHaveLength(0);
  });

  it('a capital withdrawal: the passkey confirms it and the page goes to /my-order', async () => {
    const { calls } = stubRoutes(
      moneyOutOf(),
      on(routes.activePackages, ok(MSG.loaded, [orderOf({ _id: ORDER_ID, title: 'Gold', price: 250 })])),
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.profile, ok(MSG.profileLoaded, profileOf())),
      on(routes.packageWithdrawal, ok(MSG.withdrawalOtpSent, CAPITAL)),
      on(routes.packageWithdrawalVerify, ok(MSG.withdrawalSubmitted, { ...CAPITAL, status: 'pending' })),
      on(routes.passkeyConfirmOptions, confirmOptions),
      addressBookOf(),
      passkeysOf([passkeyOf()]),
    );
    const { user } = renderRoutes(
      [{ path: '/withdrawladd/:id', Component: CapitalWithdrawPage }, landing('/my-order')],
      `/withdrawladd/${ORDER_ID}`,
    );
    await user.type(await screen.findByLabelText('Address'), ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: PASSKEY_BUTTON }));

    expect(await screen.findByText('landed on /my-order')).toBeTruthy();
    expect(calls.of(routes.passkeyConfirmOptions)[0]?.body).toEqual({ purpose: 'withdrawal', _id: CAPITAL._id });
    expect(calls.of(routes.packageWithdrawalVerify).map((call) => call.body)).toEqual([
      { address: ADDRESS, passkey: ASSERTION, _id: CAPITAL._id },
    ]);
  });

  it('a transfer: the passkey confirms it and the page shows what was sent', async () => {
    const { calls } = stubRoutes(
      moneyOutOf(),
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.profile, ok(MSG.profileLoaded, profileOf())),
      on(routes.transferReceiver, ok(MSG.transferReceiverFound, TRANSFER.receiver)),
      on(routes.walletTransfer, ok(MSG.transferOtpSent, TRANSFER)),
      on(
        routes.walletTransferVerify,
        ok(MSG.transferDone, { ...TRANSFER, status: 'success', verifiedAt: CREATED.toISOString() }),
      ),
      on(routes.passkeyConfirmOptions, confirmOptions),
      passkeysOf([passkeyOf()]),
    );
    const { user } = renderRoutes([{ path: '/transfer', Component: TransferPage }], '/transfer');
    await user.type(await screen.findByLabelText('Receiver UID'), 'ravi0001');
    await user.type(screen.getByLabelText('Amount'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: PASSKEY_BUTTON }));

    expect(await screen.findByText(MSG.transferDone)).toBeTruthy();
    expect(calls.of(routes.passkeyConfirmOptions)[0]?.body).toEqual({ purpose: 'transfer', _id: TRANSFER._id });
    expect(calls.of(routes.walletTransferVerify).map((call) => call.body)).toEqual([
      { _id: TRANSFER._id, passkey: ASSERTION },
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('Sent 12.50 USDT to Ravi Kumar (UID RAVI0001).');
  });

  it('offers the passkey, and reads the passkeys, only where the browser can use one', async () => {
    vi.unstubAllGlobals();
    const unsupported = renderWithdraw([passkeyOf()]);
    await withdrawalStep2(unsupported.user);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: PASSKEY_BUTTON })).toBeNull();
    expect(unsupported.calls.of(routes.passkeys)).toHaveLength(0);
    cleanup();

    canUsePasskeys();
    const supported = renderWithdraw([passkeyOf()]);
    await withdrawalStep2(supported.user);
    expect(await screen.findByRole('button', { name: PASSKEY_BUTTON })).toBeTruthy();
    expect(supported.calls.of(routes.passkeys)).toHaveLength(1);
  });
});
