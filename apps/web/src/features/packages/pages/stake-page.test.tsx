import {
  amountAboveMaximumMessage,
  amountBelowMinimumMessage,
  type MemberProfile,
  MSG,
  type PackageRow,
  type PublicSettings,
  routes,
} from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { orderOf, packageOf, pageOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StakePage } from './stake-page';

const GOLD = packageOf();
const SILVER = packageOf({
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Silver',
  description: 'A steady 30-day plan.',
  price: 50.5,
  yield: 1,
});
const BRONZE = packageOf({ _id: '33333333-3333-4333-8333-333333333333', title: 'Bronze', status: 'inactive' });
const EXCLUSIVE = packageOf({
  _id: '44444444-4444-4444-8444-444444444444',
  title: 'Exclusive',
  category: 'exclusive',
  price: 199,
  maxPrice: 1000,
  handlingFee: 1,
});
const SETTINGS = { packageWithdrawalChargePercent: 12.5 } as PublicSettings;
const PROFILE = { fullName: 'Asha Rao', balance: 250 } as MemberProfile;

interface StakeStub {
  packages?: ReturnType<typeof pageOf<PackageRow>>;
  orders?: ReturnType<typeof orderOf>[];
  purchase?: Responder<typeof routes.purchasePackage>;
  search?: Responder<typeof routes.packageSearch>;
}

function renderStake(path = '/stake', stub: StakeStub = {}) {
  const server = stubRoutes(
    on(routes.packageSearch, stub.search ?? ok(MSG.loaded, stub.packages ?? pageOf([GOLD, SILVER, BRONZE]))),
    on(routes.activePackages, ok(MSG.loaded, stub.orders ?? [])),
    on(routes.profile, ok(MSG.profileLoaded, PROFILE)),
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.purchasePackage, stub.purchase ?? ok(MSG.packagePurchased, orderOf())),
  );
  const view = renderRoutes([{ path: '/stake', Component: StakePage }, landing('/deposit')], path);
  return { ...view, ...server };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const buyIn = (title: string) => within(card(title)).getByRole('button', { name: `BUY PACKAGE ${title}` });
const toastClass = (text: string) => screen.getByText(text).closest('.Toastify__toast')?.className ?? '';

describe('/stake', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists the packages with status, price and daily income', async () => {
    const { calls } = renderStake();
    const gold = await screen.findByRole('article', { name: 'Gold' });
    // On sale, not held: "Active" is kept for the packages the member holds.
    expect(within(gold).getByText('Available')).toBeTruthy();
    expect(within(gold).queryByText('Active')).toBeNull();
    expect(within(gold).getByText('100.00 USDT')).toBeTruthy();
    expect(gold.textContent).toContain('Income 1.5% daily');
    expect(within(card('Silver')).getByText('50.50 USDT')).toBeTruthy();
    // The description as the server answers it, in the member's language (docs/product.md#packages).
    expect(within(card('Silver')).getByText('A steady 30-day plan.')).toBeTruthy();
    expect(within(card('Bronze')).getByText('Inactive')).toBeTruthy();
    expect(calls.of(routes.packageSearch)[0]).toMatchObject({ method: 'POST', body: { category: 'package', page: 1 } });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('sends search, location and page from the query string, and pages with them', async () => {
    const { calls, user, router } = renderStake('/stake?search=gold&location=dubai&page=2', {
      packages: pageOf([GOLD], { page: 2, totalPages: 3, totalDocs: 21 }),
    });
    await screen.findByRole('article', { name: 'Gold' });
    expect(calls.of(routes.packageSearch)[0]?.body).toEqual({
      search: 'gold',
      location: 'dubai',
      category: 'package',
      page: 2,
    });
    expect((screen.getByRole('searchbox', { name: 'Search packages' }) as HTMLInputElement).value).toBe('gold');

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=gold&location=dubai&page=3'));
    await waitFor(() =>
      expect(calls.of(routes.packageSearch).at(-1)?.body).toEqual({
        search: 'gold',
        location: 'dubai',
        category: 'package',
        page: 3,
      }),
    );
  });

  it('puts the searched words in the search parameter and starts again at page 1', async () => {
    const { calls, user, router } = renderStake('/stake?page=2');
    await user.type(await screen.findByRole('searchbox', { name: 'Search packages' }), 'Silver{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Silver'));
    await waitFor(() =>
      expect(calls.of(routes.packageSearch).at(-1)?.body).toEqual({ search: 'Silver', category: 'package', page: 1 }),
    );
  });

  it('shows the days completed of a package the member holds, and blocks buying it again', async () => {
    renderStake('/stake', {
      orders: [orderOf({ totalDays: 3 }), orderOf({ _id: 'order-2', package_id: SILVER._id, status: 'matured' })],
    });
    await screen.findByRole('article', { name: 'Gold' });
    const progress = await within(card('Gold')).findByRole('progressbar', { name: 'Days completed' });
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect(progress.getAttribute('aria-valuemax')).toBe('30');
    expect(card('Gold').textContent).toContain('3 / 30');
    expect(within(card('Gold')).getByText('Active')).toBeTruthy();
    expect(within(card('Silver')).getByText('Available')).toBeTruthy();
    expect(buyIn('Gold').hasAttribute('disabled')).toBe(true);
    expect(within(card('Gold')).getByText(MSG.packageAlreadyActive)).toBeTruthy();

    // A matured order no longer holds the package.
    expect(within(card('Silver')).queryByRole('progressbar')).toBeNull();
    expect(buyIn('Silver').hasAttribute('disabled')).toBe(false);
    expect(buyIn('Bronze').hasAttribute('disabled')).toBe(true);
    expect(within(card('Bronze')).getByText(MSG.packageUnavailable)).toBeTruthy();
  });

  it('shows the loading list, then an empty state', async () => {
    renderStake('/stake', { packages: pageOf([]) });
    expect(screen.getByRole('list', { name: 'Loading the packages' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No packages on offer right now' })).toBeTruthy();
  });

  it('says when a search finds nothing and offers to clear it', async () => {
    renderStake('/stake?search=zinc', { packages: pageOf([]) });
    expect(await screen.findByRole('heading', { name: 'No packages match “zinc”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear the search' }).getAttribute('href')).toBe('/stake');
  });

  it('shows a failed search as an error toast with a retry', async () => {
    renderStake('/stake', { search: () => fail(500, MSG.internal, 'INTERNAL') });
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(toastClass(MSG.internal)).toContain('Toastify__toast--error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens the purchase modal with the exact terms, and closes it with Escape or Cancel', async () => {
    const { user } = renderStake();
    await screen.findByRole('article', { name: 'Gold' });
    await user.click(buyIn('Gold'));

    const dialog = screen.getByRole('dialog', { name: 'Buy Gold' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe('400px');
    const term = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(term('Price')).toBe('100.00 USDT');
    expect(term('Daily yield')).toBe('1.5% (1.50 USDT a day)');
    expect(term('Maturity')).toBe('30 days');
    expect(await within(dialog).findByText('12.5%')).toBeTruthy();
    expect(await within(dialog).findByText('250.00 USDT')).toBeTruthy();
    expect(within(dialog).getByText('Electronic Wallet')).toBeTruthy();
    expect(within(dialog).getByText('Returns are not guaranteed.')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buyIn('Gold'));

    await user.click(buyIn('Gold'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps keyboard focus inside the modal', async () => {
    const { user } = renderStake();
    await screen.findByRole('article', { name: 'Gold' });
    await user.click(buyIn('Gold'));
    const dialog = screen.getByRole('dialog', { name: 'Buy Gold' });
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm purchase' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });

    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('buys with the exact body, toasts the server message, refreshes and closes', async () => {
    const { user, calls } = renderStake();
    await screen.findByRole('article', { name: 'Silver' });
    await user.click(buyIn('Silver'));
    const dialog = screen.getByRole('dialog', { name: 'Buy Silver' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm purchase' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    const before = calls.length;
    await user.click(confirm);

    expect(await screen.findByText(MSG.packagePurchased)).toBeTruthy();
    expect(toastClass(MSG.packagePurchased)).toContain('Toastify__toast--success');
    expect(calls.find((call) => call.path === routes.purchasePackage.member.path)).toMatchObject({
      method: 'POST',
      body: { packageId: SILVER._id, amount: 50.5, payment_mode_name: 'wallet' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const refreshed = calls.slice(before).map((call) => call.path);
      expect(refreshed).toEqual(
        expect.arrayContaining([
          routes.packageSearch.path,
          routes.activePackages.member.path,
          routes.profile.member.path,
        ]),
      );
    });
  });

  it('moves the focus to the bought package, which now shows the order, not to the page', async () => {
    let isBought = false;
    const silverOrder = orderOf({ package_id: SILVER._id, title: 'Silver', totalDays: 0 });
    stubRoutes(
      on(routes.packageSearch, ok(MSG.loaded, pageOf([GOLD, SILVER, BRONZE]))),
      on(routes.activePackages, () => ok(MSG.loaded, isBought ? [silverOrder] : [])),
      on(routes.profile, ok(MSG.profileLoaded, PROFILE)),
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.purchasePackage, () => {
        isBought = true;
        return ok(MSG.packagePurchased, silverOrder);
      }),
    );
    const { user } = renderRoutes([{ path: '/stake', Component: StakePage }], '/stake');
    await screen.findByRole('article', { name: 'Silver' });
    await user.click(buyIn('Silver'));
    const confirm = within(screen.getByRole('dialog', { name: 'Buy Silver' })).getByRole('button', {
      name: 'Confirm purchase',
    });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(buyIn('Silver').hasAttribute('disabled')).toBe(true));
    expect(document.activeElement).toBe(card('Silver'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('buys once when Confirm is pressed twice at once, and shows the purchase, not "already active"', async () => {
    let sent = 0;
    const { user, calls } = renderStake('/stake', {
      purchase: () => {
        sent += 1;
        return sent > 1 ? fail(409, MSG.packageAlreadyActive, 'CONFLICT') : ok(MSG.packagePurchased, orderOf());
      },
    });
    await screen.findByRole('article', { name: 'Silver' });
    await user.click(buyIn('Silver'));
    const confirm = within(screen.getByRole('dialog', { name: 'Buy Silver' })).getByRole('button', {
      name: 'Confirm purchase',
    });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    pressTwiceAtOnce(confirm);

    expect(await screen.findByText(MSG.packagePurchased)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.of(routes.purchasePackage)).toHaveLength(1);
    expect(screen.queryByText(MSG.packageAlreadyActive)).toBeNull();
  });

  it('keeps the modal open and shows the server message inside it when the purchase fails', async () => {
    const { user } = renderStake('/stake', { purchase: () => fail(409, MSG.packageAlreadyActive, 'CONFLICT') });
    await screen.findByRole('article', { name: 'Gold' });
    await user.click(buyIn('Gold'));
    const dialog = screen.getByRole('dialog', { name: 'Buy Gold' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm purchase' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);

    // In the dialog, not in a toast: the toaster is not in the top layer, so the modal's backdrop covers it.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.packageAlreadyActive);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(confirm.hasAttribute('disabled')).toBe(false);

    // Opened again, the dialog starts without the old refusal.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(buyIn('Gold'));
    expect(within(screen.getByRole('dialog', { name: 'Buy Gold' })).queryByRole('alert')).toBeNull();
  });

  it('shows the purchase as busy and blocks every BUY while it runs', async () => {
    const { user, hold } = renderStake();
    await screen.findByRole('article', { name: 'Gold' });
    await user.click(buyIn('Gold'));
    const confirm = screen.getByRole('button', { name: 'Confirm purchase' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    const held = hold(routes.purchasePackage);
    await user.click(confirm);

    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(buyIn('Silver').hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('states the shortfall of a short Electronic Wallet, links to /deposit and blocks the confirmation', async () => {
    const { user, calls } = renderStake('/stake', { packages: pageOf([packageOf({ price: 290.5 })]) });
    await screen.findByRole('article', { name: 'Gold' });
    await user.click(buyIn('Gold'));
    const dialog = screen.getByRole('dialog', { name: 'Buy Gold' });
    const deposit = await within(dialog).findByRole('link', { name: 'Deposit USDT' });
    expect(deposit.getAttribute('href')).toBe('/deposit');
    // 290.5 earns 4.3575 a day: the dialog's amounts all show 4 decimals (docs/product.md#amounts-on-screen).
    expect(deposit.parentElement?.textContent).toContain('You need 40.5000 USDT more in your Electronic Wallet.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm purchase' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(confirm);
    expect(calls.of(routes.purchasePackage)).toHaveLength(0);
  });

  it('lets a wallet holding exactly the price confirm', async () => {
    const { user } = renderStake('/stake', { packages: pageOf([packageOf({ price: 250 })]) });
    await screen.findByRole('article', { name: 'Gold' });
    await user.click(buyIn('Gold'));
    const confirm = screen.getByRole('button', { name: 'Confirm purchase' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(/You need/)).toBeNull();
  });

  it("shows the member's own orders under my stake, and no sample holding", async () => {
    const { user } = renderStake('/stake', {
      orders: [orderOf({ title: 'Gold', price: 100, totalDays: 3 }), orderOf({ _id: 'order-2', title: 'Silver' })],
    });
    await user.click(screen.getByRole('tab', { name: 'my stake' }));
    const panel = screen.getByRole('tabpanel', { name: 'my stake' });
    const orders = await within(panel).findByRole('list', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h3, h2')?.textContent),
    ).toEqual(['Gold', 'Silver']);
    expect(panel.textContent).not.toContain('500 USDT');
    expect(within(panel).queryByText('Sample')).toBeNull();
  });

  it('says a member without orders has no stake yet', async () => {
    const { user } = renderStake();
    await user.click(screen.getByRole('tab', { name: 'my stake' }));
    const panel = screen.getByRole('tabpanel', { name: 'my stake' });
    expect(await within(panel).findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(panel.textContent).not.toContain('Exclusive stake #1024');
  });

  it('has a tab per category, moved by arrow keys, each asking for its own packages', async () => {
    const { user, calls } = renderStake('/stake', {
      search: (request) => {
        const { category } = request.body as { category?: string };
        return ok(MSG.loaded, category === 'exclusive' ? pageOf([EXCLUSIVE]) : pageOf([GOLD, SILVER, BRONZE]));
      },
    });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Package', 'NFT exclusive stakes', 'collection', 'my stake', 'player cards']);
    const packageTab = screen.getByRole('tab', { name: 'Package' });
    expect(packageTab.getAttribute('aria-selected')).toBe('true');

    await user.click(packageTab);
    await user.keyboard('{ArrowRight}');
    const nft = screen.getByRole('tab', { name: 'NFT exclusive stakes' });
    expect(document.activeElement).toBe(nft);
    expect(nft.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'NFT exclusive stakes' });
    const exclusive = await within(panel).findByRole('article', { name: 'Exclusive' });
    expect(exclusive.textContent).toContain('199.00 – 1,000.00 USDT');
    expect(exclusive.textContent).toContain('Income 1.5% daily');
    expect(exclusive.textContent).toContain('Handling fee 1%, on top');
    expect(within(panel).queryByText('Sample')).toBeNull();
    expect(calls.of(routes.packageSearch).at(-1)?.body).toMatchObject({ category: 'exclusive' });

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'player cards' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(packageTab.getAttribute('aria-selected')).toBe('true');
  });

  it('says honestly when a tab has nothing on offer', async () => {
    const { user } = renderStake('/stake', { packages: pageOf([]) });
    await user.click(screen.getByRole('tab', { name: 'player cards' }));
    const panel = screen.getByRole('tabpanel', { name: 'player cards' });
    expect(await within(panel).findByRole('heading', { name: 'No player cards on offer right now' })).toBeTruthy();
  });

  it('lets the member choose the amount of a range package, and states the fee and the total', async () => {
    const { user, calls } = renderStake('/stake', { packages: pageOf([EXCLUSIVE]) });
    await user.click(await screen.findByRole('button', { name: 'BUY PACKAGE Exclusive' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy Exclusive' });
    const amount = within(dialog).getByLabelText('Amount to invest (USDT)');
    const term = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    const confirm = within(dialog).getByRole('button', { name: 'Confirm purchase' });

    await user.clear(amount);
    await user.type(amount, '1000.5');
    expect(within(dialog).getByText(amountAboveMaximumMessage(1000))).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.clear(amount);
    await user.type(amount, '150');
    expect(within(dialog).getByText(amountBelowMinimumMessage(199))).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '240');
    expect(term('Amount invested')).toBe('240.00 USDT');
    expect(term('Handling fee (1%)')).toBe('2.40 USDT');
    expect(term('Total from your wallet')).toBe('242.40 USDT');
    expect(term('Daily yield')).toBe('1.5% (3.60 USDT a day)');
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    await waitFor(() => expect(calls.of(routes.purchasePackage)).toHaveLength(1));
    expect(calls.of(routes.purchasePackage)[0]?.body).toEqual({
      packageId: EXCLUSIVE._id,
      amount: 240,
      payment_mode_name: 'wallet',
    });
  });

  it('shows the terms with one number of decimals, the finest amount deciding', async () => {
    const { user } = renderStake('/stake', { packages: pageOf([EXCLUSIVE]) });
    await user.click(await screen.findByRole('button', { name: 'BUY PACKAGE Exclusive' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy Exclusive' });
    const term = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    await user.clear(within(dialog).getByLabelText('Amount to invest (USDT)'));
    await user.type(within(dialog).getByLabelText('Amount to invest (USDT)'), '200.5');
    // 200.5 + 1 % = 202.505, earning 1.5 % = 3.0075 a day: every amount with 4 decimals, none with 2 or 3.
    expect(term('Amount invested')).toBe('200.5000 USDT');
    expect(term('Handling fee (1%)')).toBe('2.0050 USDT');
    expect(term('Total from your wallet')).toBe('202.5050 USDT');
    expect(term('Daily yield')).toBe('1.5% (3.0075 USDT a day)');
    await waitFor(() => expect(term('Electronic Wallet')).toBe('250.0000 USDT'));
  });

  it('counts the fee in the shortfall of the wallet', async () => {
    const { user } = renderStake('/stake', { packages: pageOf([EXCLUSIVE]) });
    await user.click(await screen.findByRole('button', { name: 'BUY PACKAGE Exclusive' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy Exclusive' });
    const amount = within(dialog).getByLabelText('Amount to invest (USDT)');
    await user.clear(amount);
    await user.type(amount, '250');
    expect(await within(dialog).findByText('252.50 USDT')).toBeTruthy();
    expect(dialog.textContent).toContain('You need 2.50 USDT more in your Electronic Wallet.');
  });
});
