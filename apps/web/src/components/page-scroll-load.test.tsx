import { PAGE_SCROLL_ROUTES as ROUTES, scrolledTo } from '@app/web-kit/test/page-scroll-routes';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

// A file of its own: what is tested happens once per page load, and a test file is one load of the module.

afterEach(() => {
  scrolledTo(0);
  vi.restoreAllMocks();
});

it('leaves a prerendered page where the visitor scrolled it before the app took over, once per load', async () => {
  scrolledTo(700);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const { user } = renderRoutes(ROUTES, '/');
  expect(await screen.findByRole('link', { name: 'Next' })).toBeTruthy();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 700);

  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  // A layout mounting again later in the same load (a navigation that changes layout) takes nothing over.
  cleanup();
  scrolledTo(300);
  renderRoutes(ROUTES, '/');
  expect(await screen.findByRole('link', { name: 'Next' })).toBeTruthy();
  expect(scrollTo).not.toHaveBeenCalledWith(0, 300);
});
