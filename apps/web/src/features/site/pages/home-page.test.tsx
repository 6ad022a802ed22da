import { MSG, routes } from '@app/contract';
import { fail, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { SITE_SETTINGS, siteStubs } from '../../../test/site-test-kit';

// The home page presents the platform with live figures only (docs/product.md#site).
describe('/ (home)', () => {
  it('lists the packages on sale from the server with price, daily rate, daily profit and term', async () => {
    stubRoutes(...siteStubs());
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Packages on sale' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter', 'Gold']);
    const starter = cards[0] as HTMLElement;
    expect(within(starter).getByText('100.00 USDT')).toBeTruthy();
    expect(within(starter).getByText('0.5% a day')).toBeTruthy();
    expect(within(starter).getByText('0.50 USDT')).toBeTruthy();
    expect(within(starter).getByText('300 paid days')).toBeTruthy();
    expect(screen.queryByText('Retired')).toBeNull();
  });

  it("explains incomes, deposits and withdrawals with the operator's current figures", async () => {
    stubRoutes(...siteStubs());
    renderApp('/');
    const incomes = await screen.findByRole('list', { name: 'How incomes are paid' });
    expect(within(incomes).getByText('11%')).toBeTruthy();
    expect(within(incomes).getByText('6%')).toBeTruthy();
    expect(within(incomes).getByText('2%')).toBeTruthy();
    expect(within(incomes).getByText('7%')).toBeTruthy();
    expect(within(incomes).getByText(/Asia\/Kolkata/)).toBeTruthy();
    const deposits = await screen.findByRole('region', { name: 'Deposits' });
    expect(within(deposits).getByText('35.00 USDT')).toBeTruthy();
    const withdrawals = screen.getByRole('region', { name: 'Withdrawals' });
    expect(within(withdrawals).getByText('40.00 USDT')).toBeTruthy();
    expect(within(withdrawals).getByText('6%')).toBeTruthy();
    expect(within(withdrawals).getByText(/identity check is needed/)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Risk' }).textContent).toContain('You can lose money.');
  });

  it('shows a loading state, never a figure of its own, until the packages answer', async () => {
    const server = stubRoutes(...siteStubs());
    const held = server.hold(routes.packageSearch);
    renderApp('/');
    expect(await screen.findByLabelText('Loading the packages')).toBeTruthy();
    expect(screen.queryByText(/^\d+ paid days$/)).toBeNull();
    held.release();
    expect(await screen.findByRole('list', { name: 'Packages on sale' })).toBeTruthy();
  });

  it('says the packages and rules could not be loaded, and shows no figures, when the server fails', async () => {
    stubRoutes(
      on(routes.publicSettings, fail(500, MSG.internal, 'INTERNAL')),
      on(routes.packageSearch, fail(500, MSG.internal, 'INTERNAL')),
    );
    renderApp('/');
    expect(await screen.findByText(/We could not load the packages/)).toBeTruthy();
    expect(await screen.findByText(/We could not load the income rules/)).toBeTruthy();
    expect(await screen.findByText(/We could not load the deposit and withdrawal rules/)).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it("names the operator's company in the header, the footer and the tab title", async () => {
    stubRoutes(...siteStubs());
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(new RegExp(`© \\d{4} ${SITE_SETTINGS.companyName}`))).toBeTruthy();
    expect(within(footer).getByText(new RegExp(SITE_SETTINGS.companyAddress))).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(SITE_SETTINGS.companyName)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(SITE_SETTINGS.companyName));
    expect(screen.queryByText(/NexaTech/)).toBeNull();
  });

  it('shows no other company name while the settings load', async () => {
    const server = stubRoutes(...siteStubs());
    const held = server.hold(routes.publicSettings);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/NexaTech|Harbour/)).toBeNull();
    held.release();
    expect(await within(screen.getByRole('banner')).findByText(SITE_SETTINGS.companyName)).toBeTruthy();
  });
});
