import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCROLL_ROUTES as ROUTES, scrolledTo } from '../test/page-scroll-routes';
import { renderRoutes } from '../test/render-routes';
import { scrollKey } from './page-scroll';

describe('page scroll', () => {
  afterEach(() => {
    scrolledTo(0);
    vi.restoreAllMocks();
  });

  it('opens a page load at the top, whatever an earlier load of the tab saved for its entry', async () => {
    // An earlier load left the tab's first entry ("default") scrolled down.
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 640 }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRoutes(ROUTES, '/');

    expect(await screen.findByRole('link', { name: 'Next' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('opens a new path at the top and goes back to where the visitor was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, user } = renderRoutes(ROUTES, '/');
    scrolledTo(900);
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Next' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  describe('going back to a page still growing', () => {
    const pageHeight = (height: number) =>
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
    afterEach(() => pageHeight(0));

    async function leaveAt900AndGoBack() {
      // jsdom does not scroll: the position stays where the restore could not take it, as at a short page's foot.
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { router, user } = renderRoutes(ROUTES, '/');
      await screen.findByRole('link', { name: 'Next' });
      scrolledTo(900);
      window.dispatchEvent(new Event('scroll'));
      await user.click(screen.getByRole('link', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Next page' });
      scrolledTo(0);
      await router.navigate(-1);
      await screen.findByRole('link', { name: 'Next' });
      return scrollTo.mock.calls.filter(([, y]) => y === 900).length;
    }

    it('reaches the position it was left at once the page is long enough', async () => {
      const restores = await leaveAt900AndGoBack();
      pageHeight(900 + window.innerHeight);
      await waitFor(() =>
        expect(vi.mocked(window.scrollTo).mock.calls.filter(([, y]) => y === 900)).toHaveLength(restores + 1),
      );
    });

    it('leaves the page where the visitor moved it if they scroll or type first', async () => {
      const restores = await leaveAt900AndGoBack();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
      pageHeight(900 + window.innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(vi.mocked(window.scrollTo).mock.calls.filter(([, y]) => y === 900)).toHaveLength(restores);
    });
  });

  it("keys the loaded entry by this load alone, and other entries by react-router's key", () => {
    expect(scrollKey({ key: 'default' })).toMatch(/^default@\w+$/);
    expect(scrollKey({ key: 'ab12cd' })).toBe('ab12cd');
  });
});
