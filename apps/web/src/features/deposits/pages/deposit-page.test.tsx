import {
  DEPOSIT_ADDRESS_MSG,
  type DepositAddressInfo,
  type DepositRow,
  type DepositTransferRow,
  MSG,
  type PublicSettings,
  routes,
} from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, offContract, ok, on, type Responder, stubRoutes, unreachable } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositPage } from './deposit-page';

// A minimum other than the defaults' 30 and 10 (docs/product.md#settings) proves the page reads the operator's setting.
const SETTINGS: PublicSettings = { ...PUBLIC_SETTINGS, depositMinimum: 25, withdrawalMinimum: 30 };
const HASH = `0xABCDEF${'1'.repeat(58)}`;

const SHARED: DepositAddressInfo = {
  address: SETTINGS.depositAddress,
  index: null,
  mode: 'shared',
  network: SETTINGS.network,
  confirmations: 15,
  dustBelow: 1,
};
const OWN_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWN: DepositAddressInfo = { ...SHARED, address: OWN_ADDRESS, index: 7, mode: 'per-member', confirmations: 12 };

function transferOf(overrides: Partial<DepositTransferRow>): DepositTransferRow {
  return {
    _id: 'transfer-1',
    txHash: HASH,
    logIndex: 0,
    blockNumber: 100,
    from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    to: OWN_ADDRESS,
    amount: 50,
    status: 'pending',
    confirmations: 4,
    confirmationsNeeded: 12,
    depositId: null,
    seenAt: new Date(2026, 10, 25, 9, 5, 3).toISOString(),
    settledAt: null,
    ...overrides,
  };
}

function renderDeposit(
  addFund: Responder<typeof routes.addFund> = fail(500, MSG.internal),
  mode: { address?: DepositAddressInfo; transfers?: DepositTransferRow[] } = {},
) {
  const transfers = mode.transfers ?? [];
  const { calls } = stubRoutes(
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.addFund, addFund),
    on(routes.depositAddress, ok(DEPOSIT_ADDRESS_MSG.loaded, mode.address ?? SHARED)),
    on(
      routes.depositTransfers,
      ok(DEPOSIT_ADDRESS_MSG.transfersLoaded, {
        docs: transfers,
        totalDocs: transfers.length,
        limit: 10,
        page: 1,
        totalPages: 1,
      }),
    ),
  );
  const view = renderRoutes([{ path: '/deposit', Component: DepositPage }, landing('/reacharge-list')], '/deposit');
  return { ...view, calls };
}

async function fillDeposit(user: ReturnType<typeof renderDeposit>['user'], amount: string, hash: string) {
  await user.type(await screen.findByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Transaction Hash or ID'), hash);
  await user.click(screen.getByRole('button', { name: 'Deposit Now' }));
}

const toasts = () => Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);
// A dismissed toast stays in the test DOM, leaving (data-in="false"): the test DOM never ends its exit animation.
const shownToasts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast[data-in="true"]'), (toast) => toast.textContent);

describe('/deposit', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the network, the address as a QR code and the minimum from the settings', async () => {
    renderDeposit();
    const network = await screen.findByLabelText('Network');
    expect(Array.from((network as HTMLSelectElement).options, (option) => option.value)).toEqual(['USDT-BEP-20']);
    expect(screen.getByRole('img', { name: `QR code of the deposit address ${SETTINGS.depositAddress}` })).toBeTruthy();
    expect(screen.getByText(SETTINGS.depositAddress)).toBeTruthy();
    expect(screen.getByText('Minimum deposit 25 USDT')).toBeTruthy();
    expect(screen.getByText('More profit opportunities.')).toBeTruthy();
  });

  it('shows the shared address without a list of transfers in shared mode', async () => {
    renderDeposit();
    expect(await screen.findByRole('heading', { name: 'Deposit address' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Transfers to your address' })).toBeNull();
    // The hash is how a shared-address deposit is found: its form is open on the page.
    expect(screen.getByRole('button', { name: 'Deposit Now' }).closest('details')).toBeNull();
  });

  it("shows the member's own address, the confirmations needed, the dust limit and the transfers seen", async () => {
    renderDeposit(undefined, {
      address: OWN,
      transfers: [
        transferOf({ _id: 'a', amount: 50, status: 'pending', confirmations: 4 }),
        transferOf({ _id: 'b', amount: 120.5, status: 'credited', confirmations: 12, depositId: 'd1' }),
        transferOf({ _id: 'c', amount: 0.4, status: 'dust', confirmations: 12 }),
        transferOf({ _id: 'd', amount: 9, status: 'dropped', confirmations: 0 }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Your deposit address' })).toBeTruthy();
    expect(screen.getByRole('img', { name: `QR code of the deposit address ${OWN_ADDRESS}` })).toBeTruthy();
    expect(screen.getByText(OWN_ADDRESS)).toBeTruthy();
    expect(screen.queryByText(SETTINGS.depositAddress)).toBeNull();
    expect(document.body.textContent).toContain('once 12 blocks have confirmed it');
    expect(document.body.textContent).toContain('A transfer under 1.00 USDT is recorded but not credited.');
    const list = await screen.findByRole('list', { name: 'Transfers' });
    const rows = Array.from(list.querySelectorAll('li'), (row) => row.textContent);
    expect(rows[0]).toContain('50.00 USDT');
    expect(rows[0]).toContain('Confirming: 4 of 12 blocks');
    expect(rows[1]).toContain('Credited');
    expect(rows[2]).toContain('Not credited: below 1.00 USDT');
    expect(rows[3]).toContain('Not credited: left the chain');
    // Nothing to paste: the hash form is a fallback folded away, not a form under "you need not paste a hash".
    const fallback = screen
      .getByText('Not credited after a while? Have a transfer checked by its hash')
      .closest('details');
    expect(fallback?.open).toBe(false);
    expect(fallback?.contains(screen.getByRole('button', { name: 'Deposit Now' }))).toBe(true);
    expect(fallback?.textContent).toContain('a transfer is never credited twice');
  });

  it('says plainly when no transfer has reached the own address yet', async () => {
    renderDeposit(undefined, { address: OWN });
    expect(await screen.findByRole('heading', { name: 'No transfers seen yet' })).toBeTruthy();
  });

  it("shows every field's contract message at once, with the minimum of the settings", async () => {
    const { user, calls } = renderDeposit();
    const submit = await screen.findByRole('button', { name: 'Deposit Now' });
    const amount = screen.getByLabelText('Amount');
    const hash = screen.getByLabelText('Transaction Hash or ID');

    await user.click(submit);
    await waitFor(() => expect(errorOf('Amount')).toBe(MSG.amountRequired));
    expect(errorOf('Transaction Hash or ID')).toBe(MSG.transactionIdRequired);

    await user.type(amount, '24.99');
    await user.click(submit);
    expect(errorOf('Amount')).toBe('Please enter an amount of at least 25');

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(submit);
    expect(errorOf('Amount')).toBeNull();
    expect(errorOf('Transaction Hash or ID')).toBe(MSG.transactionIdRequired);

    await user.type(hash, 'abc');
    await user.click(submit);
    expect(errorOf('Transaction Hash or ID')).toBe(MSG.transactionIdInvalid);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('submits, confirms with the server message and clears the form', async () => {
    const row = {
      _id: 'd1',
      amount: 50.5,
      transaction_id: HASH.toLowerCase(),
      status: 'pending' as const,
      reason: null,
      demo: false,
    };
    const { user, calls } = renderDeposit(() => ok(MSG.depositSubmitted, { ...row, createdAt: '2024-01-01' }));
    await fillDeposit(user, '50.5', HASH);

    expect(await screen.findByText(MSG.depositSubmitted)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: routes.addFund.member.path,
      method: 'POST',
      body: { amount: '50.5', transaction_id: HASH.toLowerCase() },
    });
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Transaction Hash or ID') as HTMLInputElement).value).toBe('');
  });

  it('sends a vendor-only session to the vendor twin', async () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { user, calls } = renderDeposit(() => ok(MSG.depositSubmitted, {} as DepositRow));
    await fillDeposit(user, '30', HASH);
    expect(await screen.findByText(MSG.depositSubmitted)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: routes.addFund.vendor.path,
      headers: { Authorization: 'Bearer vendor' },
    });
  });

  it.each([
    ['an HTTP error', fail(409, MSG.depositHashUsed, 'CONFLICT')],
    ['success false', offContract(200, { success: false, message: MSG.depositHashUsed })],
  ])('shows %s as an error toast and keeps the form', async (_case, answer) => {
    const { user } = renderDeposit(() => answer);
    await fillDeposit(user, '40', HASH);

    expect(await screen.findByText(MSG.depositHashUsed)).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('40');
    expect(screen.getByRole('button', { name: 'Deposit Now' }).hasAttribute('disabled')).toBe(false);
  });

  // The server takes a hash once: a second request of the same deposit is refused as already submitted.
  function acceptOnce(first: Responder<typeof routes.addFund> = ok(MSG.depositSubmitted, {} as DepositRow)) {
    let sent = 0;
    return (call: Parameters<Exclude<Responder<typeof routes.addFund>, { status: number }>>[0]) => {
      sent += 1;
      if (sent > 1) return fail(409, MSG.depositHashUsed, 'CONFLICT');
      return typeof first === 'function' ? first(call) : first;
    };
  }

  it('sends a deposit submitted twice at once (its check still loading) once and shows its success', async () => {
    const { user, calls } = renderDeposit(acceptOnce());
    await user.type(await screen.findByLabelText('Amount'), '40');
    await user.type(screen.getByLabelText('Transaction Hash or ID'), HASH);
    pressTwiceAtOnce(screen.getByRole('button', { name: 'Deposit Now' }));

    expect(await screen.findByText(MSG.depositSubmitted)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deposit Now' }).hasAttribute('disabled')).toBe(false),
    );
    expect(calls.of(routes.addFund)).toHaveLength(1);
    expect(shownToasts()).toEqual([MSG.depositSubmitted]);
  });

  it('reads "already submitted" for a retry of its own unanswered deposit as that deposit submitted', async () => {
    const { user, calls } = renderDeposit(acceptOnce(unreachable()));
    await fillDeposit(user, '40', HASH);
    expect(await screen.findByText(MSG.networkFailed)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Deposit Now' }));
    expect(await screen.findByText(MSG.depositSubmitted)).toBeTruthy();
    expect(calls.of(routes.addFund)).toHaveLength(2);
    await waitFor(() => expect(shownToasts()).toEqual([MSG.depositSubmitted]));
  });

  it("copies the address and says only 'Address copied!'", async () => {
    const { user } = renderDeposit();
    const copy = await screen.findByRole('button', { name: 'Copy address' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(copy);

    expect(writeText).toHaveBeenCalledWith(SETTINGS.depositAddress);
    expect(await screen.findByText('Address copied!')).toBeTruthy();
    expect(toasts()).toEqual(['Address copied!']);
  });

  it("takes the member to the form with 'Deposit USDT'", async () => {
    const { user } = renderDeposit();
    await user.click(await screen.findByRole('button', { name: 'Deposit USDT' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
  });

  it('links to the deposit history', async () => {
    const { user } = renderDeposit();
    await user.click(await screen.findByRole('link', { name: 'Deposit History' }));
    expect(await screen.findByText('landed on /reacharge-list')).toBeTruthy();
  });

  it('offers a retry when the settings do not load', async () => {
    stubRoutes(
      on(routes.publicSettings, fail(500, MSG.internal, 'INTERNAL')),
      on(routes.depositAddress, ok(DEPOSIT_ADDRESS_MSG.loaded, SHARED)),
    );
    renderRoutes([{ path: '/deposit', Component: DepositPage }], '/deposit');
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('offers a retry when the deposit address does not load, and never shows another address meanwhile', async () => {
    stubRoutes(
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.depositAddress, fail(503, DEPOSIT_ADDRESS_MSG.chainUnreachable, 'UNAVAILABLE')),
    );
    renderRoutes([{ path: '/deposit', Component: DepositPage }], '/deposit');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(SETTINGS.depositAddress)).toBeNull();
  });
});
