import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { doubleClickAfterAnswer, pressTwiceAtOnce } from '@app/web-kit/test/double-click';
import { dashboardOf, orderOf } from '@app/web-kit/test/packages-test-kit';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes, unreachable } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_HINT } from '../components/claim-coin';
import { MISSED_DAY_TEXT } from '../components/claim-status';
import { ReservePage } from './reserve-page';

const CLAIMED = { amount: 1.5, paidOrders: 1, maturedOrders: 0, day: '2024-05-06' };

interface Answers {
  dashboard?: Responder<typeof routes.dashboard>;
  claim?: Responder<typeof routes.claimProfit>;
  orders?: Responder<typeof routes.activePackages>;
}

function renderReserve(answers: Answers = {}) {
  const server = stubRoutes(
    on(routes.dashboard, answers.dashboard ?? ok(MSG.loaded, dashboardOf())),
    on(routes.claimProfit, answers.claim ?? ok(MSG.profitClaimed, CLAIMED)),
    on(routes.activePackages, answers.orders ?? ok(MSG.loaded, [orderOf()])),
  );
  return { ...renderRoutes([{ path: '/reserve', Component: ReservePage }], '/reserve'), ...server };
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const toastClass = (text: string) => screen.getByText(text).closest('.Toastify__toast')?.className ?? '';
const coin = () => screen.getByRole('button', { name: "Claim today's profit" });
const claimTerm = (label: RegExp) => screen.getByText(label).nextElementSibling?.textContent;

describe('/reserve', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("shows the dashboard's totals in USDT, each kind of income, an operator's bonus among them, adding up", async () => {
    renderReserve({ dashboard: ok(MSG.loaded, dashboardOf({ bonusIncome: 7.5, totalIncome: 100.25 })) });
    await waitFor(() => expect(statValue('Self Invest')).toBe('1,500.00USDT'));
    expect(statValue('Team Invest')).toBe('1,500.50USDT');
    expect(statValue('Trading Income')).toBe('45.25USDT');
    expect(statValue('Level Income')).toBe('12.50USDT');
    expect(statValue('Direct Income')).toBe('10.00USDT');
    expect(statValue('Reward Income')).toBe('25.00USDT');
    expect(statValue('Bonus Income')).toBe('7.50USDT');
    expect(statValue('Today total Income')).toBe('3.75USDT');
    // 45.25 + 12.50 + 10.00 + 25.00 + 7.50
    expect(statValue('Total Income')).toBe('100.25USDT');
  });

  it('shows the totals as loading first, with the coin and its sentence', () => {
    renderReserve();
    expect(statValue('Self Invest')).toBe('Loading');
    expect(coin().getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(coin().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe("Click on the coin to get today's profit if you have purchased a plan.");
  });

  it("claims today's profit from the coin, toasts the server message and refreshes the totals", async () => {
    const { user, calls } = renderReserve();
    await waitFor(() => expect(statValue('Self Invest')).toBe('1,500.00USDT'));
    const dashboardCalls = () => calls.of(routes.dashboard).length;
    const before = dashboardCalls();
    await user.click(coin());

    expect(await screen.findByText(MSG.profitClaimed)).toBeTruthy();
    expect(toastClass(MSG.profitClaimed)).toContain('Toastify__toast--success');
    expect(calls.find((call) => call.path === routes.claimProfit.member.path)?.method).toBe('GET');
    await waitFor(() => expect(dashboardCalls()).toBe(before + 1));
  });

  it('shows what was claimed today and when the next claim opens, before and after a claim', async () => {
    let claimed = false;
    const { user } = renderReserve({
      dashboard: () =>
        ok(
          MSG.loaded,
          dashboardOf({ today: '2024-05-31', timezone: 'Asia/Kolkata', todayTradingIncome: claimed ? 1.5 : 0 }),
        ),
      claim: () => {
        claimed = true;
        return ok(MSG.profitClaimed, CLAIMED);
      },
      orders: () => ok(MSG.loaded, [orderOf({ paidToday: claimed })]),
    });
    await waitFor(() => expect(claimTerm(/^Claimed today/)).toBe('0.00 USDT'));
    expect(screen.getByText(/^Claimed today/).textContent).toBe('Claimed today (2024-05-31)');
    expect(claimTerm(/^Next claim/)).toBe('Now: click the coin');
    expect(screen.getByText(MISSED_DAY_TEXT)).toBeTruthy();

    await user.click(coin());
    await waitFor(() => expect(claimTerm(/^Claimed today/)).toBe('1.50 USDT'));
    // Midnight of the next platform day, in the platform's time zone.
    await waitFor(() => expect(claimTerm(/^Next claim/)).toBe('2024-06-01 00:00 (Asia/Kolkata)'));
  });

  it('says on the coin, once claimed, that today is claimed and when the next claim opens', async () => {
    let claimed = false;
    const { user } = renderReserve({
      dashboard: () => ok(MSG.loaded, dashboardOf({ today: '2024-05-31', timezone: 'Asia/Kolkata' })),
      claim: () => {
        claimed = true;
        return ok(MSG.profitClaimed, CLAIMED);
      },
      orders: () => ok(MSG.loaded, [orderOf({ paidToday: claimed })]),
    });
    const hint = () => document.getElementById(coin().getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(claimTerm(/^Next claim/)).toBe('Now: click the coin'));
    expect(hint()).toBe(CLAIM_HINT);

    await user.click(coin());
    const after = "Today's profit is claimed. The next claim opens 2024-06-01 00:00 (Asia/Kolkata).";
    await waitFor(() => expect(hint()).toBe(after));
    await waitFor(() => expect(claimTerm(/^Next claim/)).toBe('2024-06-01 00:00 (Asia/Kolkata)'));
    expect(hint()).toBe(after);
  });

  it('says on the coin that today is claimed when the orders are paid for today on arrival', async () => {
    renderReserve({
      dashboard: ok(MSG.loaded, dashboardOf({ today: '2024-05-31', timezone: 'UTC' })),
      orders: ok(MSG.loaded, [orderOf({ paidToday: true })]),
    });
    await waitFor(() =>
      expect(screen.getByText("Today's profit is claimed. The next claim opens 2024-06-01 00:00 (UTC).")).toBeTruthy(),
    );
  });

  it('says a member without an active order claims after buying one', async () => {
    renderReserve({ orders: ok(MSG.loaded, [orderOf({ status: 'matured' })]) });
    await waitFor(() => expect(claimTerm(/^Next claim/)).toBe('After you buy a package'));
  });

  it.each([
    ['already claimed', MSG.profitAlreadyClaimed],
    ['nothing due', MSG.profitNothingDue],
  ])('shows the 409 answer (%s) as an error toast', async (_case, message) => {
    const { user } = renderReserve({ claim: () => fail(409, message, 'CONFLICT') });
    await user.click(coin());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toastClass(message)).toContain('Toastify__toast--error');
    expect(coin().hasAttribute('disabled')).toBe(false);
  });

  // The server pays a day once: a second claim the same day is refused as already claimed.
  function claimOnce(first: Responder<typeof routes.claimProfit> = ok(MSG.profitClaimed, CLAIMED)) {
    let sent = 0;
    return () => {
      sent += 1;
      if (sent > 1) return fail(409, MSG.profitAlreadyClaimed, 'CONFLICT');
      return typeof first === 'function' ? first({} as never) : first;
    };
  }
  const shownToasts = () =>
    Array.from(document.querySelectorAll('.Toastify__toast[data-in="true"]'), (toast) => toast.textContent);

  it('claims once on a double click the server answered between its clicks, and shows the success', async () => {
    const { calls } = renderReserve({ claim: claimOnce() });
    await doubleClickAfterAnswer(coin(), async () => {
      await screen.findByText(MSG.profitClaimed);
      await waitFor(() => expect(coin().hasAttribute('disabled')).toBe(false));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.of(routes.claimProfit)).toHaveLength(1);
    expect(shownToasts()).toEqual([MSG.profitClaimed]);
  });

  it('claims once when the coin is pressed twice before the page re-renders', async () => {
    const { calls } = renderReserve({ claim: claimOnce() });
    pressTwiceAtOnce(coin());
    expect(await screen.findByText(MSG.profitClaimed)).toBeTruthy();
    expect(calls.of(routes.claimProfit)).toHaveLength(1);
    expect(shownToasts()).toEqual([MSG.profitClaimed]);
  });

  it('reads "already claimed" for a retry of its own unanswered claim as that claim', async () => {
    const { user, calls } = renderReserve({ claim: claimOnce(unreachable()) });
    await user.click(coin());
    expect(await screen.findByText(MSG.networkFailed)).toBeTruthy();
    await waitFor(() => expect(coin().hasAttribute('disabled')).toBe(false));
    await user.click(coin());
    expect(await screen.findByText(MSG.profitClaimed)).toBeTruthy();
    expect(calls.of(routes.claimProfit)).toHaveLength(2);
    await waitFor(() => expect(shownToasts()).toEqual([MSG.profitClaimed]));
  });

  it('disables the coin while the claim runs', async () => {
    const { user, hold } = renderReserve();
    const held = hold(routes.claimProfit);
    await user.click(coin());
    await waitFor(() => expect(coin().hasAttribute('disabled')).toBe(true));
    expect(coin().getAttribute('aria-busy')).toBe('true');
    held.release();
    expect(await screen.findByText(MSG.profitClaimed)).toBeTruthy();
    await waitFor(() => expect(coin().hasAttribute('disabled')).toBe(false));
  });

  it('shows a failed dashboard as an error toast with a retry, and keeps the coin', async () => {
    renderReserve({ dashboard: () => fail(500, MSG.internal, 'INTERNAL') });
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    expect(coin()).toBeTruthy();
  });

  it('says the claim figures failed too, never "Loading" forever, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = renderReserve({
      dashboard: () => {
        calls += 1;
        return calls === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.loaded, dashboardOf());
      },
    });
    expect(await screen.findByText("We could not load today's claim and the next one.")).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText('Next claim')).toBeNull();
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(2);
    await user.click(retries[0] as HTMLElement);
    expect(await screen.findByText('Next claim')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
  });
});
