import { type MemberProfile, MSG, type PublicSettings, routes, type TransferRow } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { errorOf, landing, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, type StubCall, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, moneyOutOf, profileOf, SETTINGS } from '../../../test/withdrawals-test-kit';
import { TransferPage } from './transfer-page';

const LOOKUP_PATH = routes.transferReceiver.member.path;
const REQUEST_PATH = routes.walletTransfer.member.path;
const VERIFY_PATH = routes.walletTransferVerify.member.path;
const RECEIVER = { uid: 'RAVI0001', fullName: 'Ravi Kumar' };
// A minimum other than the default 1 USDT proves the page reads the settings.
const TRANSFER_SETTINGS: PublicSettings = { ...SETTINGS, transferMinimum: 5 };

const REQUESTED: TransferRow = {
  _id: '44444444-4444-4444-8444-444444444444',
  receiver: RECEIVER,
  amount: 12.5,
  status: 'unverified',
  createdAt: CREATED.toISOString(),
  expiresAt: new Date(CREATED.getTime() + 10 * 60_000).toISOString(),
  verifiedAt: null,
};

interface Answers {
  settings?: PublicSettings;
  profile?: () => MemberProfile;
  lookup?: Responder<typeof routes.transferReceiver>;
  request?: Responder<typeof routes.walletTransfer>;
  verify?: Responder<typeof routes.walletTransferVerify>;
}

function renderTransfer(answers: Answers = {}) {
  const server = stubRoutes(
    moneyOutOf(),
    on(routes.publicSettings, ok(MSG.loaded, answers.settings ?? TRANSFER_SETTINGS)),
    on(routes.profile, () => ok(MSG.profileLoaded, answers.profile?.() ?? profileOf())),
    on(routes.transferReceiver, answers.lookup ?? ok(MSG.transferReceiverFound, RECEIVER)),
    on(routes.walletTransfer, answers.request ?? ok(MSG.transferOtpSent, REQUESTED)),
    on(
      routes.walletTransferVerify,
      answers.verify ?? ok(MSG.transferDone, { ...REQUESTED, status: 'success', verifiedAt: CREATED.toISOString() }),
    ),
  );
  const view = renderRoutes([{ path: '/transfer', Component: TransferPage }, landing('/assets')], '/transfer');
  return { ...view, server, calls: server.calls };
}

type User = ReturnType<typeof renderTransfer>['user'];
const posts = (calls: StubCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function goToStep2(user: User) {
  await user.type(await screen.findByLabelText('Receiver UID'), 'ravi0001');
  await user.type(screen.getByLabelText('Amount'), '12.50');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('OTP');
}

describe('/transfer', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the Flexible wallet balance and the minimum from the settings', async () => {
    renderTransfer();
    const available = await screen.findByText('1,234.50 USDT');
    expect(available.closest('p')?.textContent).toBe('Available: 1,234.50 USDT in your Flexible wallet');
    expect(screen.getByText('Minimum transfer 5 USDT, no charge.')).toBeTruthy();
    // The hold a first transfer to a new member waits, from the settings (docs/product.md#address-book).
    expect(screen.getByText(/never sent to saves them in your address book .* 24 hours\.$/)).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: details')).toBeTruthy();
    expect(screen.queryByText(/less than the minimum/)).toBeNull();
  });

  it('shows a loading state while the details load', async () => {
    const server = stubRoutes(
      moneyOutOf(),
      on(routes.publicSettings, ok(MSG.loaded, TRANSFER_SETTINGS)),
      on(routes.profile, ok(MSG.profileLoaded, profileOf())),
    );
    const held = server.hold(routes.profile);
    renderRoutes([{ path: '/transfer', Component: TransferPage }], '/transfer');
    expect(await screen.findByRole('list', { name: 'Loading the transfer form' })).toBeTruthy();
    held.release();
    expect(await screen.findByLabelText('Receiver UID')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Loading the transfer form' })).toBeNull();
  });

  it('shows a load error with a retry on the page, without the form', async () => {
    stubRoutes(
      moneyOutOf(),
      on(routes.publicSettings, ok(MSG.loaded, TRANSFER_SETTINGS)),
      on(routes.profile, fail(503, MSG.unavailable, 'UNAVAILABLE')),
    );
    renderRoutes([{ path: '/transfer', Component: TransferPage }], '/transfer');
    expect(await screen.findByText('We could not load the transfer details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByLabelText('Receiver UID')).toBeNull();
  });

  it('says when the Flexible wallet holds less than the minimum, and only then', async () => {
    renderTransfer({ profile: () => profileOf({ earningbalance: 4.99 }) });
    expect(
      await screen.findByText('Your Flexible wallet holds less than the minimum. Your incomes are paid into it.'),
    ).toBeTruthy();
  });

  it('says so on the page when transfers are off, with no form', async () => {
    renderTransfer({ settings: { ...TRANSFER_SETTINGS, transfersEnabled: false } });
    expect(await screen.findByText(MSG.transfersDisabled)).toBeTruthy();
    expect(screen.queryByLabelText('Receiver UID')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to assets' }).getAttribute('href')).toBe('/assets');
  });

  it("shows the receiver's name once the UID is entered", async () => {
    const { user, calls } = renderTransfer();
    await user.type(await screen.findByLabelText('Receiver UID'), 'ravi0001');
    await user.tab();
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('(RAVI0001)')).toBeTruthy();
    expect(calls.of(routes.transferReceiver)[0]?.path).toBe(`${LOOKUP_PATH}?receiverId=RAVI0001`);
  });

  it('shows the refusal of a UID on the page', async () => {
    const { user } = renderTransfer({ lookup: () => fail(404, MSG.transferReceiverUnknown, 'NOT_FOUND') });
    await user.type(await screen.findByLabelText('Receiver UID'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const alert = await screen.findAllByText(MSG.transferReceiverUnknown);
    expect(alert.some((node) => node.getAttribute('role') === 'alert')).toBe(true);
  });

  it("shows every field's message at once, each field's rules in order, and sends nothing while invalid", async () => {
    const { user, calls } = renderTransfer();
    const send = await screen.findByRole('button', { name: 'Send code' });
    await user.click(send);
    await waitFor(() => expect(errorOf('Receiver UID')).toBe(MSG.transferReceiverRequired));
    expect(errorOf('Amount')).toBe(MSG.amountRequired);

    await user.type(screen.getByLabelText('Receiver UID'), 'RAVI0001');
    await user.click(send);
    await waitFor(() => expect(errorOf('Amount')).toBe(MSG.amountRequired));
    await user.type(screen.getByLabelText('Amount'), '4.99');
    await user.click(send);
    await waitFor(() => expect(errorOf('Amount')).toBe('Please enter an amount of at least 5'));
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), 'ten');
    await user.click(send);
    await waitFor(() => expect(errorOf('Amount')).toBe(MSG.amountInvalid));
    expect(posts(calls, REQUEST_PATH)).toHaveLength(0);
  });

  it('sends the UID and the amount as decimal text, then shows step 2 with the receiver and amount', async () => {
    const { user, calls } = renderTransfer();
    await goToStep2(user);
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ receiverId: 'RAVI0001', amount: '12.5' });
    expect(await screen.findByText(MSG.transferOtpSent)).toBeTruthy();
    expect(screen.getByText('Step 2 of 2: confirm with the code we e-mailed you')).toBeTruthy();
    expect(screen.getByText('To').nextElementSibling?.textContent).toBe('Ravi Kumar (RAVI0001)');
    expect(screen.getByText('Amount').nextElementSibling?.textContent).toBe('12.50 USDT');
  });

  it('checks the OTP before sending it, then confirms and shows what was sent and the new balance', async () => {
    let balance = 1234.5;
    const { user, calls } = renderTransfer({ profile: () => profileOf({ earningbalance: balance }) });
    await goToStep2(user);
    const confirm = screen.getByRole('button', { name: 'Confirm transfer' });
    await user.click(confirm);
    await waitFor(() => expect(errorOf('OTP')).toBe(MSG.otpRequiredWithdrawal));
    await user.type(screen.getByLabelText('OTP'), '123');
    await user.click(confirm);
    await waitFor(() => expect(errorOf('OTP')).toBe(MSG.otpInvalidFormat));
    expect(posts(calls, VERIFY_PATH)).toHaveLength(0);

    balance = 1222;
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(confirm);
    expect(await screen.findByText(MSG.transferDone)).toBeTruthy();
    expect(posts(calls, VERIFY_PATH)[0]?.body).toEqual({ _id: REQUESTED._id, otp: '123456' });
    expect((await screen.findByRole('status')).textContent).toBe('Sent 12.50 USDT to Ravi Kumar (UID RAVI0001).');
    expect(await screen.findByText('1,222.00 USDT')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: details')).toBeTruthy();
    expect(inputValue('Receiver UID')).toBe('');
    expect(inputValue('Amount')).toBe('');
  });

  it('confirms once when Confirm transfer is pressed twice at once, as the withdrawal forms do', async () => {
    let sent = 0;
    const { user, calls } = renderTransfer({
      verify: () => {
        sent += 1;
        return sent > 1
          ? fail(409, MSG.transferAlreadyDone, 'CONFLICT')
          : ok(MSG.transferDone, { ...REQUESTED, status: 'success', verifiedAt: CREATED.toISOString() });
      },
    });
    await goToStep2(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    pressTwiceAtOnce(screen.getByRole('button', { name: 'Confirm transfer' }));

    expect(await screen.findByText(MSG.transferDone)).toBeTruthy();
    await screen.findByRole('button', { name: 'Send code' });
    expect(posts(calls, VERIFY_PATH)).toHaveLength(1);
  });

  it("clears the flow's toasts (code sent, a refused code) once the transfer is done", async () => {
    let tries = 0;
    const { user } = renderTransfer({
      verify: () => {
        tries += 1;
        return tries === 1
          ? fail(400, MSG.otpWrong, 'OTP_INVALID')
          : ok(MSG.transferDone, { ...REQUESTED, status: 'success', verifiedAt: CREATED.toISOString() });
      },
    });
    await goToStep2(user);
    expect(await screen.findByText(MSG.transferOtpSent)).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText(MSG.otpWrong)).toBeTruthy();
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    await waitFor(() => expect(shownToasts()).toEqual([MSG.transferDone]));
  });

  it('toasts a refused step 1 and keeps the details; a refused step 2 keeps the code', async () => {
    const { user } = renderTransfer({
      request: () => fail(409, MSG.insufficientFunds, 'INSUFFICIENT_FUNDS'),
    });
    await user.type(await screen.findByLabelText('Receiver UID'), 'RAVI0001');
    await user.type(screen.getByLabelText('Amount'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MSG.insufficientFunds)).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(inputValue('Amount')).toBe('12.50');
  });

  it('keeps step 2 and the code when the confirmation is refused, and Back keeps the details', async () => {
    const { user } = renderTransfer({ verify: () => fail(400, MSG.otpWrong, 'OTP_INVALID') });
    await goToStep2(user);
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText(MSG.otpWrong)).toBeTruthy();
    expect(inputValue('OTP')).toBe('654321');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2: details')).toBeTruthy();
    expect(inputValue('Amount')).toBe('12.50');
  });
});
