import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render-routes';
import { loadAllPages } from '../content/load-site-page';
import { stubSiteRoutes } from '../site-test-kit';

const renderAt = (path: string) => renderRoutes(appRoutes, path);

// Every page inside a layout reads the public settings (the company name in the header).
beforeEach(() => {
  stubSiteRoutes();
});

describe('content pages', () => {
  it('renders every template page with its own h1, and labels sample data', async () => {
    for (const page of await loadAllPages()) {
      renderAt(page.path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(page.heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      if (page.sampleNote) expect(screen.getAllByText('Sample').length).toBeGreaterThan(0);
      cleanup();
    }
    // Forty pages rendered one after another: seconds on a small machine, not a hang.
  }, 30_000);

  it('renders the FAQ as native disclosures', async () => {
    renderAt('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const question = screen.getByText('What if I miss a claim day?');
    expect(question.closest('details')).toBeTruthy();
  });

  it('totals the cart from its lines', async () => {
    renderAt('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$1,222.80')).toBeTruthy();
  });

  it('says a demonstration form sent nothing', async () => {
    const { user } = renderAt('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('status').textContent).toBe('Sample only: no order was placed and no payment was taken.');
  });

  it('shows an empty state when the search finds nothing', async () => {
    renderAt('/search?q=zzzz');
    expect(await screen.findByRole('heading', { name: 'No pages match “zzzz”' })).toBeTruthy();
  });

  it('shows the 404 content for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
