import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { orderOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyOrdersPage } from './my-orders-page';

const ORDERS = [
  orderOf({ _id: 'o1', title: 'Gold', totalDays: 3 }),
  orderOf({ _id: 'o2', title: 'Silver', price: 50.5, yield: 1, maturity: 20, totalDays: 20, status: 'matured' }),
  orderOf({ _id: 'o3', title: 'Bronze', totalDays: 7, status: 'withdrawn' }),
];

function renderOrders(answer: Responder<typeof routes.activePackages> = ok(MSG.loaded, ORDERS)) {
  stubRoutes(on(routes.activePackages, answer));
  return renderRoutes([{ path: '/my-order', Component: MyOrdersPage }, landing('/stake')], '/my-order');
}

const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('/my-order', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows each order with price, yield, status, progress and the date bought', async () => {
    renderOrders();
    expect(screen.getByRole('list', { name: 'Loading your orders' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Gold' });

    const gold = item('Gold');
    expect(within(gold).getByText('100.00 USDT')).toBeTruthy();
    expect(gold.textContent).toContain('Income 1.5% daily');
    expect(within(gold).getByText('Active').className).toContain('green');
    expect(within(gold).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('3 of 30 days');
    expect(gold.textContent).toContain('3 / 30');
    expect(within(gold).getByText('2024-05-06 13:02:03')).toBeTruthy();

    expect(within(item('Silver')).getByText('Matured').className).toContain('sky');
    expect(item('Silver').textContent).toContain('20 / 20');
    expect(within(item('Bronze')).getByText('Withdrawn').className).toContain('slate');
  });

  it('links active and matured orders to the capital withdrawal, not withdrawn ones', async () => {
    renderOrders();
    await screen.findByRole('heading', { name: 'Gold' });
    const link = (title: string) => within(item(title)).queryByRole('link', { name: `Withdraw capital of ${title}` });
    expect(link('Gold')?.getAttribute('href')).toBe('/withdrawladd/o1');
    expect(link('Silver')?.getAttribute('href')).toBe('/withdrawladd/o2');
    expect(link('Bronze')).toBeNull();
  });

  it('offers "Ask about this" on every order, withdrawn ones too', async () => {
    renderOrders();
    await screen.findByRole('heading', { name: 'Gold' });
    const ask = (title: string) => within(item(title)).getByRole('link', { name: `Ask about this (${title})` });
    expect(ask('Gold').getAttribute('href')).toBe('/support?record=order:o1');
    expect(ask('Bronze').getAttribute('href')).toBe('/support?record=order:o3');
  });

  it('shows an empty state that leads to /stake', async () => {
    const { user } = renderOrders(ok(MSG.loaded, []));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Browse packages' }));
    expect(await screen.findByText('landed on /stake')).toBeTruthy();
  });

  it('shows a failed load as an error toast with a retry', async () => {
    renderOrders(fail(500, MSG.internal, 'INTERNAL'));
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
