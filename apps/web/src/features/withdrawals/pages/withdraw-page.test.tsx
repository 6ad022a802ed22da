import { type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { errorOf, landing, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, type Responder, type StubCall, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  addressBookOf,
  CREATED,
  moneyOutOf,
  profileOf,
  SAVED_ADDRESS,
  SETTINGS,
  WITHDRAWAL_LIST_PATH,
  withdrawalOf,
  withdrawalPage,
} from '../../../test/withdrawals-test-kit';
import { WithdrawPage } from './withdraw-page';

const REQUEST_PATH = routes.withdrawalRequest.member.path;
const VERIFY_PATH = routes.withdrawalVerify.member.path;
// What step 1 answers: the stored request with the charge the server worked out.
const REQUESTED = withdrawalOf({
  _id: '33333333-3333-4333-8333-333333333333',
  status: 'unverified',
  requestPayment: 60.5,
  charge: 4.24,
  chargePercent: 7,
  netAmount: 56.26,
});

interface Answers {
  profile?: MemberProfile;
  list?: ReplyTo<typeof routes.withdrawalList>;
  request?: Responder<typeof routes.withdrawalRequest>;
  verify?: Responder<typeof routes.withdrawalVerify>;
  limits?: Responder<typeof routes.withdrawalLimits>;
  book?: Parameters<typeof addressBookOf>[0];
}

// What is left today after one withdrawal of 60.50 (SETTINGS: 10,000 USDT and 5 a day).
const LIMITS_LEFT = {
  dailyLimit: 10000,
  dailyLimitLeft: 9939.5,
  dailyCount: 5,
  dailyCountLeft: 4,
  newAddressHoldHours: 24,
  frozen: false,
  securityHoldUntil: null,
};

function renderWithdraw(answers: Answers = {}) {
  const { calls } = stubRoutes(
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.profile, ok(MSG.profileLoaded, answers.profile ?? profileOf())),
    on(routes.withdrawalList, answers.list ?? withdrawalPage([])),
    on(routes.withdrawalRequest, answers.request ?? ok(MSG.withdrawalOtpSent, REQUESTED)),
    on(routes.withdrawalVerify, answers.verify ?? ok(MSG.withdrawalSubmitted, { ...REQUESTED, status: 'pending' })),
    on(routes.withdrawalLimits, answers.limits ?? ok(MSG.loaded, LIMITS_LEFT)),
    addressBookOf(answers.book),
  );
  const view = renderRoutes(
    [{ path: '/withdrawladd', Component: WithdrawPage }, landing('/withdrawl-list')],
    '/withdrawladd',
  );
  return { ...view, calls };
}

type User = ReturnType<typeof renderWithdraw>['user'];

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const definition = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const posts = (calls: StubCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

async function goToStep2(user: User, amount = '60.50') {
  await user.type(await screen.findByLabelText('Address'), ADDRESS);
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('OTP');
}

describe('/withdrawladd', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the Flexible wallet balance and the minimum, charge and network from the settings', async () => {
    renderWithdraw();
    const available = await screen.findByText('1,234.50 USDT');
    expect(available.closest('p')?.textContent).toBe('Available: 1,234.50 USDT in your Flexible wallet');
    expect(screen.getByText('Minimum withdrawal 30 USDT.')).toBeTruthy();
    expect(screen.getByText('Admin charge 7%, taken from the amount.')).toBeTruthy();
    expect(screen.getByText('Paid to a USDT-BEP-20 address after review.')).toBeTruthy();
    expect(await screen.findByText('Left today: 9,939.50 USDT of 10,000.00 USDT, 4 of 5 withdrawals.')).toBeTruthy();
    expect(
      screen.getByText(
        'A withdrawal to an address you were never paid at is held 24 hours; we e-mail you a link to cancel it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: details')).toBeTruthy();
  });

  it('says at the top that a frozen account sends nothing, links to Settings, and disables the forms', async () => {
    renderWithdraw({ limits: ok(MSG.loaded, { ...LIMITS_LEFT, frozen: true }) });
    const notice = await screen.findByText(/^Your account is frozen: withdrawals, refunds and transfers are stopped/);
    expect(within(notice).getByRole('link', { name: 'Lift it in Settings' }).getAttribute('href')).toBe('/settings');
    // The forms sit in a disabled fieldset, which disables every field and button in a browser.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).closest('fieldset')?.disabled).toBe(true));
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('says until when money waits after a security change, and disables the forms until then', async () => {
    const until = '2026-11-22T09:00:00.000Z';
    renderWithdraw({ limits: ok(MSG.loaded, { ...LIMITS_LEFT, securityHoldUntil: until }) });
    expect(
      await screen.findByText(
        /^Your password or second factor changed recently\. To protect you, no money leaves your account until .+; the forms below open then\.$/,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).closest('fieldset')?.disabled).toBe(true));
  });

  it('shows the configured daily limits when what is left today cannot be read', async () => {
    renderWithdraw({ limits: fail(503, MSG.unavailable, 'UNAVAILABLE') });
    expect(await screen.findByText('Up to 10,000.00 USDT and 5 withdrawals a day.')).toBeTruthy();
  });

  it("shows every field's contract message at once, and sends nothing while invalid", async () => {
    const { user, calls } = renderWithdraw();
    const next = await screen.findByRole('button', { name: 'Next' });
    const address = screen.getByLabelText('Address');
    const amount = screen.getByLabelText('Amount');

    await user.click(next);
    await waitFor(() => expect(errorOf('Address')).toBe(MSG.addressRequired));
    expect(errorOf('Amount')).toBe(MSG.amountRequired);

    await user.type(address, '0x1234');
    await user.click(next);
    expect(errorOf('Address')).toBe(MSG.addressInvalid);
    expect(errorOf('Amount')).toBe(MSG.amountRequired);

    await user.clear(address);
    await user.type(address, ADDRESS);
    await user.click(next);
    expect(errorOf('Address')).toBeNull();
    expect(errorOf('Amount')).toBe(MSG.amountRequired);

    await user.type(amount, '29.99');
    await user.click(next);
    expect(errorOf('Amount')).toBe('Please enter an amount of at least 30');

    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(next);
    expect(errorOf('Amount')).toBe(MSG.amountInvalid);

    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getByText('Step 1 of 2: details')).toBeTruthy();
  });

  it('accepts the minimum itself', async () => {
    const { user, calls } = renderWithdraw();
    await goToStep2(user, '30');
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: ADDRESS, amount: '30' });
  });

  it("fills the address from the profile's saved USDT address", async () => {
    const { user, calls } = renderWithdraw();
    const useSaved = await screen.findByRole('button', { name: /^Use my saved address/ });
    expect(useSaved.textContent).toBe('Use my saved address 0xcd34…cd34');
    await user.click(useSaved);
    expect(inputValue('Address')).toBe(SAVED_ADDRESS);

    await user.type(screen.getByLabelText('Amount'), '45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('OTP');
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: SAVED_ADDRESS, amount: '45' });
  });

  it('offers no saved address when the profile has none', async () => {
    renderWithdraw({ profile: profileOf({ usdtAddress: null }) });
    await screen.findByLabelText('Address');
    expect(screen.queryByRole('button', { name: /saved address/ })).toBeNull();
  });

  it('withdrawing only to saved addresses: says so above the field and offers them, a locked one with when it opens', async () => {
    const usableFrom = new Date(Date.now() + 24 * 3600_000).toISOString();
    const saved = (label: string, address: string, from: string) => ({
      _id: `${label}-id`,
      label,
      address,
      usableFrom: from,
      createdAt: CREATED.toISOString(),
    });
    const { user, calls } = renderWithdraw({
      book: {
        onlySaved: true,
        docs: [saved('Ledger', ADDRESS, CREATED.toISOString()), saved('Exchange', SAVED_ADDRESS, usableFrom)],
      },
    });
    const choices = await screen.findByRole('list', { name: 'You withdraw only to saved addresses.' });
    const note = choices.parentElement as HTMLElement;
    expect(
      note.compareDocumentPosition(screen.getByLabelText('Address')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const [ledger, exchange] = within(choices).getAllByRole('button') as [HTMLElement, HTMLElement];
    expect(ledger.textContent).toBe('Ledger0xab12…ab12');
    expect(
      within(exchange)
        .getByText(/^Usable from/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe(usableFrom);
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    // The profile's USDT address is not offered apart: the server takes only the book's.
    expect(screen.queryByRole('button', { name: /^Use my saved address/ })).toBeNull();

    await user.click(exchange);
    expect(inputValue('Address')).toBe(SAVED_ADDRESS);
    await user.click(ledger);
    expect(inputValue('Address')).toBe(ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('OTP');
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: ADDRESS, amount: '45' });
  });

  it('shows no note while the switch is off, even with saved addresses', async () => {
    const at = CREATED.toISOString();
    const { calls } = renderWithdraw({
      book: { docs: [{ _id: 'a', label: 'Ledger', address: ADDRESS, usableFrom: at, createdAt: at }] },
    });
    await waitFor(() => expect(calls.of(routes.addresses)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: /^Use my saved address/ })).toBeTruthy();
    expect(screen.queryByText('You withdraw only to saved addresses.')).toBeNull();
  });

  it('posts the address and the amount as decimal text, then shows step 2 with the amount, charge and net', async () => {
    const { user, calls } = renderWithdraw();
    await goToStep2(user);

    expect(posts(calls, REQUEST_PATH)).toHaveLength(1);
    expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: ADDRESS, amount: '60.5' });
    expect(await screen.findByText(MSG.withdrawalOtpSent)).toBeTruthy();

    expect(screen.getByText('Step 2 of 2: confirm with the code we e-mailed you')).toBeTruthy();
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('60.50 USDT');
    expect(amount.readOnly).toBe(true);
    expect(definition('Charge')).toBe('4.24 USDT');
    expect(definition('You receive')).toBe('56.26 USDT');
    expect(definition('To')).toBe('0xab12…ab12');
    expect(inputValue('OTP')).toBe('');
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('checks the OTP in the contract order before sending it', async () => {
    const { user, calls } = renderWithdraw();
    await goToStep2(user);
    const submit = screen.getByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(errorOf('OTP')).toBe('Please enter otp');
    expect(errorOf('OTP')).toBe(MSG.otpRequiredWithdrawal);

    await user.type(screen.getByLabelText('OTP'), '123');
    await user.click(submit);
    expect(errorOf('OTP')).toBe(MSG.otpInvalidFormat);
    expect(posts(calls, VERIFY_PATH)).toHaveLength(0);
  });

  it('verifies with the OTP and the request id, then returns to a clean step 1', async () => {
    const { user, calls } = renderWithdraw();
    await goToStep2(user);
    const listCallsBefore = calls.of(routes.withdrawalList).length;
    const limitCallsBefore = calls.of(routes.withdrawalLimits).length;

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MSG.withdrawalSubmitted)).toBeTruthy();
    expect(posts(calls, VERIFY_PATH)).toHaveLength(1);
    expect(posts(calls, VERIFY_PATH)[0]?.body).toEqual({
      address: ADDRESS,
      amount: '60.5',
      otp: '123456',
      _id: REQUESTED._id,
    });

    expect(await screen.findByText('Step 1 of 2: details')).toBeTruthy();
    expect(inputValue('Address')).toBe('');
    expect(inputValue('Amount')).toBe('');
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(errorOf('Address')).toBeNull();
    // The history, the balance and what is left of today's limits are asked again.
    await waitFor(() => expect(calls.of(routes.withdrawalList).length).toBeGreaterThan(listCallsBefore));
    await waitFor(() => expect(calls.of(routes.withdrawalLimits).length).toBeGreaterThan(limitCallsBefore));
  });

  it("clears the flow's toasts (code sent, a refused code) once the withdrawal is submitted", async () => {
    let tries = 0;
    const { user } = renderWithdraw({
      verify: () => {
        tries += 1;
        return tries === 1
          ? fail(400, MSG.otpWrong, 'OTP_INVALID')
          : ok(MSG.withdrawalSubmitted, { ...REQUESTED, status: 'pending' });
      },
    });
    await goToStep2(user);
    expect(await screen.findByText(MSG.withdrawalOtpSent)).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.otpWrong)).toBeTruthy();
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(shownToasts()).toEqual([MSG.withdrawalSubmitted]));
  });

  it('verifies once when Submit is pressed twice at once, and shows the success, not "already submitted"', async () => {
    let sent = 0;
    const { user, calls } = renderWithdraw({
      verify: () => {
        sent += 1;
        return sent > 1
          ? fail(409, MSG.withdrawalAlreadyVerified, 'CONFLICT')
          : ok(MSG.withdrawalSubmitted, { ...REQUESTED, status: 'pending' });
      },
    });
    await goToStep2(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    pressTwiceAtOnce(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MSG.withdrawalSubmitted)).toBeTruthy();
    await screen.findByRole('button', { name: 'Next' });
    expect(posts(calls, VERIFY_PATH)).toHaveLength(1);
    expect(screen.queryByText(MSG.withdrawalAlreadyVerified)).toBeNull();
  });

  it('toasts a refused verification and stays on step 2 with the OTP', async () => {
    const { user } = renderWithdraw({ verify: () => fail(409, MSG.insufficientFunds, 'INSUFFICIENT_FUNDS') });
    await goToStep2(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MSG.insufficientFunds)).toBeTruthy();
    expect(screen.getByText('Step 2 of 2: confirm with the code we e-mailed you')).toBeTruthy();
    expect(inputValue('OTP')).toBe('123456');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });

  it('toasts a refused request and stays on step 1 with the details', async () => {
    const { user } = renderWithdraw({ request: () => fail(409, MSG.insufficientFunds, 'INSUFFICIENT_FUNDS') });
    await user.type(await screen.findByLabelText('Address'), ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '60.50');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(MSG.insufficientFunds)).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: details')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(inputValue('Address')).toBe(ADDRESS);
    expect(inputValue('Amount')).toBe('60.50');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('goes back to step 1 with Back, the details kept', async () => {
    const { user, calls } = renderWithdraw();
    await goToStep2(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Step 1 of 2: details')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(inputValue('Address')).toBe(ADDRESS);
    expect(inputValue('Amount')).toBe('60.50');
    expect(posts(calls, VERIFY_PATH)).toHaveLength(0);
  });

  it('lists the requests with reason, requested amount, local date and coloured status', async () => {
    const rows = [
      withdrawalOf({ _id: 'w1', status: 'reject', requestPayment: 75, reason: 'Address on a sanctions list' }),
      withdrawalOf({ _id: 'w2', status: 'pending', requestPayment: 50 }),
      withdrawalOf({ _id: 'w3', status: 'success', requestPayment: 1234.5, transactionHash: `0x${'e'.repeat(64)}` }),
    ];
    const { calls } = renderWithdraw({ list: withdrawalPage(rows) });
    const list = await screen.findByRole('list', { name: 'Recent withdrawals' });
    expect(calls.of(routes.withdrawalList)[0]?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1`);

    const [rejected, pending, success] = within(list).getAllByRole('listitem') as HTMLElement[];
    // CREATED is 2024-05-06 13:02:03 local time; the rows show it in the viewer's zone.
    expect(within(list).getAllByText('2024-05-06 13:02:03')).toHaveLength(3);
    expect(within(list).getAllByRole('time')[0]?.getAttribute('datetime')).toBe(CREATED.toISOString());

    expect(within(rejected as HTMLElement).getByText('75.00 USDT')).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Reason: Address on a sanctions list')).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Rejected').className).toContain('red');

    expect(within(pending as HTMLElement).getByText('50.00 USDT')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('Pending').className).toContain('yellow');

    expect(within(success as HTMLElement).getByText('1,234.50 USDT')).toBeTruthy();
    expect(within(success as HTMLElement).getByText('Success').className).toContain('green');
    expect(within(list).getAllByText(/^Reason:/)).toHaveLength(1);
  });

  it("links to the full history with 'View all'", async () => {
    const { user } = renderWithdraw({ list: withdrawalPage([withdrawalOf()]) });
    await screen.findByRole('list', { name: 'Recent withdrawals' });
    const viewAll = screen.getByRole('link', { name: 'View all' });
    expect(viewAll.getAttribute('href')).toBe('/withdrawl-list');
    await user.click(viewAll);
    expect(await screen.findByText('landed on /withdrawl-list')).toBeTruthy();
  });

  it('shows an empty history', async () => {
    renderWithdraw();
    expect(await screen.findByRole('heading', { name: 'No withdrawals yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recent withdrawals' })).toBeNull();
  });

  it('offers a retry when the settings do not load', async () => {
    stubRoutes(
      on(routes.publicSettings, fail(500, MSG.internal, 'INTERNAL')),
      on(routes.profile, ok(MSG.profileLoaded, profileOf())),
      on(routes.withdrawalList, withdrawalPage([])),
      moneyOutOf(),
    );
    renderRoutes([{ path: '/withdrawladd', Component: WithdrawPage }], '/withdrawladd');
    expect(await screen.findByText('We could not load the withdrawal details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  describe('refund unspent deposits', () => {
    const refundCard = () => screen.getByRole('region', { name: 'Refund unspent deposits' });

    it('is folded until asked for, then asks the Electronic Wallet with wallet: electronic in both steps', async () => {
      const { user, calls } = renderWithdraw({ profile: profileOf({ balance: 50 }) });
      const ask = await screen.findByRole('button', { name: 'Ask for a refund…' });
      expect(within(refundCard()).getByText('50.00 USDT').closest('p')?.textContent).toBe(
        'Available: 50.00 USDT in your Electronic Wallet',
      );
      expect(screen.getAllByLabelText('Address')).toHaveLength(1);
      await user.click(ask);
      const card = refundCard();
      expect(document.activeElement).toBe(within(card).getByLabelText('Address'));
      await user.type(within(card).getByLabelText('Address'), ADDRESS);
      await user.type(within(card).getByLabelText('Amount'), '40');
      await user.click(within(card).getByRole('button', { name: 'Next' }));
      await user.type(await within(refundCard()).findByLabelText('OTP'), '123456');
      await user.click(within(refundCard()).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(posts(calls, VERIFY_PATH)).toHaveLength(1));
      expect(posts(calls, REQUEST_PATH)[0]?.body).toEqual({ address: ADDRESS, amount: '40', wallet: 'electronic' });
      expect(posts(calls, VERIFY_PATH)[0]?.body).toMatchObject({
        address: ADDRESS,
        amount: '40',
        wallet: 'electronic',
        otp: '123456',
      });
    });

    it('folds away again with "Not now", giving the focus back to the button that opens it', async () => {
      const { user } = renderWithdraw({ profile: profileOf({ balance: 50 }) });
      await user.click(await screen.findByRole('button', { name: 'Ask for a refund…' }));
      await user.click(within(refundCard()).getByRole('button', { name: 'Not now' }));
      expect(screen.getAllByLabelText('Address')).toHaveLength(1);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask for a refund…' }));
    });

    it('is not offered with nothing in the Electronic Wallet', async () => {
      renderWithdraw({ profile: profileOf({ balance: 0 }) });
      await screen.findByLabelText('Address');
      expect(screen.queryByRole('region', { name: 'Refund unspent deposits' })).toBeNull();
    });
  });
});
