import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { SITE_MENU } from '@app/web-kit/lib/site-content/site-map';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newsStubs } from '../../test/news-test-kit';
import { stubSiteRoutes } from '../../test/site-test-kit';
import { appRoutes } from '../routes';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

async function renderHome() {
  const view = renderRoutes(appRoutes, '/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

// Every page inside a layout reads the public settings (the company name in the header); the search page the news.
beforeEach(() => {
  stubSiteRoutes(...newsStubs());
});

describe('site header menu', () => {
  it('lists every template page in its group and the Contact link', async () => {
    const { user } = await renderHome();
    for (const group of SITE_MENU) {
      const button = within(mainNav()).getByRole('button', { name: group.label });
      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(
        within(panel)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(group.links.map((link) => link.to));
    }
    expect(within(mainNav()).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contactForm');
  });

  it('keeps one group open at a time; Escape folds it and returns focus to its button', async () => {
    const { user } = await renderHome();
    const about = within(mainNav()).getByRole('button', { name: 'About' });
    const shop = within(mainNav()).getByRole('button', { name: 'Shop' });
    await user.click(about);
    await user.click(shop);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(shop.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Buy a package');
    await user.keyboard('{Escape}');
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(shop);
  });

  it('opens a page from a group and closes the menu on the way', async () => {
    // The FAQ reads the operators' edits of site pages: none here.
    forgetSitePageEdits();
    stubSiteRoutes(on(routes.sitePages, ok(MSG.loaded, [])));
    const { user, router } = await renderHome();
    await user.click(within(mainNav()).getByRole('button', { name: 'Pages' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/faq');
    expect(within(mainNav()).getByRole('button', { name: 'Pages' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('folds the phone menu with its button or Escape', async () => {
    const { user } = await renderHome();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('shows Log in and Sign up to visitors and My account to members', async () => {
    await renderHome();
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY.memberToken }));
    expect((await screen.findAllByRole('link', { name: 'My account' }))[0]?.getAttribute('href')).toBe('/my');
  });

  it('starts each new page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderHome();
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'Pricing' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Packages and their current terms' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('search overlay', () => {
  it('sends the words to the search page, which lists the matching pages', async () => {
    const { user, router } = await renderHome();
    const opener = screen.getByRole('button', { name: 'Search' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Search the site' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Search words'));
    await user.type(within(dialog).getByLabelText('Search words'), 'irreversible');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '2 pages match “irreversible”' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=irreversible');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
