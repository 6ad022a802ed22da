import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { pageOf } from '@app/web-kit/test/packages-test-kit';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { SITE_PACKAGES, SITE_SETTINGS, siteStubs, stubSiteRoutes } from '../../../test/site-test-kit';

const renderAt = (path: string) => {
  stubRoutes(...siteStubs());
  return renderApp(path);
};

// docs/product.md#site: the pages describe this product, with live figures and the operators' news.
describe('site pages about this product', () => {
  it('shows the live packages on the pricing page, and no IT plans', async () => {
    renderAt('/pricing');
    const list = await screen.findByRole('list', { name: 'Packages on sale' });
    expect(within(list).getByText('1,000.00 USDT')).toBeTruthy();
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.queryByText(/per month/)).toBeNull();
  });

  it('sells the live packages in the shop: Buy leads a visitor through the log-in to /stake, a member straight there', async () => {
    renderAt('/shop');
    const list = await screen.findByRole('list', { name: 'Packages on sale' });
    expect(within(list).getByText('Starter')).toBeTruthy();
    expect(within(list).queryByText('Retired')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Buy Starter' }).getAttribute('href')).toBe('/login?next=%2Fstake');
    expect(screen.queryByText('Sample')).toBeNull();
    cleanup();

    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    renderAt('/shop');
    const signedIn = await screen.findByRole('list', { name: 'Packages on sale' });
    await waitFor(() =>
      expect(within(signedIn).getByRole('link', { name: 'Buy Gold' }).getAttribute('href')).toBe('/stake'),
    );
  });

  it('says when the catalogue has more packages than its first page, and where they all are', async () => {
    stubSiteRoutes(on(routes.packageSearch, ok(MSG.loaded, pageOf(SITE_PACKAGES, { totalPages: 2, totalDocs: 14 }))));
    renderApp('/shop');
    await screen.findByRole('list', { name: 'Packages on sale' });
    expect(screen.getByText(/the platform lists 14 packages in all/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every package on the stake page' }).getAttribute('href')).toBe(
      '/login?next=%2Fstake',
    );
    cleanup();
    renderAt('/shop');
    await screen.findByRole('list', { name: 'Packages on sale' });
    expect(screen.queryByText(/packages in all/)).toBeNull();
  });

  it('details each package with the most it pays over its term', async () => {
    renderAt('/product-details');
    const list = await screen.findByRole('list', { name: 'Packages on sale' });
    const card = (title: string) => within(list).getByText(title).closest('li') as HTMLElement;
    // 100 x 0.5 % = 0.50 a day for 300 paid days; 1,000 x 0.75 % = 7.50 a day for 200.
    expect(card('Starter').textContent).toContain('Profit over the term, at most150.00 USDT');
    expect(card('Gold').textContent).toContain('Profit over the term, at most1,500.00 USDT');
  });

  it('gives a package sold in a range its profit over the term from the least amount to the greatest', async () => {
    const exclusive = {
      ...(SITE_PACKAGES[0] as (typeof SITE_PACKAGES)[number]),
      _id: '44444444-4444-4444-8444-444444444444',
      title: 'Exclusive stake',
      price: 199,
      maxPrice: 1000,
      yield: 1.5,
      maturity: 90,
    };
    stubSiteRoutes(on(routes.packageSearch, ok(MSG.loaded, pageOf([exclusive]))));
    renderApp('/product-details');
    const list = await screen.findByRole('list', { name: 'Packages on sale' });
    const card = within(list).getByText('Exclusive stake').closest('li') as HTMLElement;
    // 199 x 1.5 % x 90 = 268.65; 1,000 x 1.5 % x 90 = 1,350.00.
    expect(card.textContent).toContain(
      'Profit over the term, by the amount you choosefrom 268.65 USDT to 1,350.00 USDT',
    );
    expect(card.textContent).not.toContain('at most');
  });

  it.each(['/cart', '/checkout'])(
    'explains on %s how an order and its payment work, with nothing to fill in',
    async (path) => {
      renderAt(path);
      await screen.findByRole('heading', { level: 1 });
      // The page itself; the footer's newsletter form has its e-mail field on every page.
      expect(within(screen.getByRole('main')).queryByRole('textbox')).toBeNull();
      expect(screen.queryByText('Sample')).toBeNull();
      expect(screen.getByRole('link', { name: 'Packages on sale' }).getAttribute('href')).toBe('/shop');
    },
  );

  it('shows the live value of a setting under the FAQ answer that names it', async () => {
    renderAt('/faq');
    const question = await screen.findByText('What are the fees?');
    const answer = question.closest('details') as HTMLElement;
    expect(within(answer).getByText(/pays a charge set by the operator/)).toBeTruthy();
    expect(await within(answer).findByText('6%')).toBeTruthy();
    expect(within(answer).getByText('8%')).toBeTruthy();
  });

  it.each(['/terms-of-service', '/privacy-policy', '/risk-disclosure'])(
    "names the operator's company on %s and in its tab title",
    async (path) => {
      renderAt(path);
      const card = await screen.findByRole('region', { name: 'Operator of the platform' });
      expect(await within(card).findByText(SITE_SETTINGS.companyName)).toBeTruthy();
      expect(within(card).getByText(SITE_SETTINGS.companyAddress)).toBeTruthy();
      expect(within(card).getByRole('link', { name: SITE_SETTINGS.companyEmail })).toBeTruthy();
      await waitFor(() => expect(document.title).toMatch(new RegExp(`· ${SITE_SETTINGS.companyName}$`)));
    },
  );

  it('links the risk disclosure from the footer', async () => {
    renderAt('/');
    const link = within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Risk disclosure' });
    expect(link.getAttribute('href')).toBe('/risk-disclosure');
  });
});
