import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { MAIN_ID, SkipLink, useFocusOnNavigation } from './page-focus';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <>
      <SkipLink />
      <nav>
        <Link to="/">Home</Link>
        <Link to="/next">Next</Link>
        <Link to="/later">Later</Link>
        <Link to="/next?page=2">Page 2</Link>
      </nav>
      <main ref={mainRef} id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes with its data. */
function LaterPage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Later page</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Load
    </button>
  );
}

const ROUTES = [
  {
    Component: Layout,
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/next', element: <h1>Next page</h1> },
      { path: '/later', Component: LaterPage },
    ],
  },
];

describe('focus after navigation', () => {
  it("moves to the new page's h1 after a client-side navigation, not on the first load", async () => {
    const { user } = renderRoutes(ROUTES, '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('stays put when only the query changes', async () => {
    const { user } = renderRoutes(ROUTES, '/next');
    await screen.findByRole('heading', { name: 'Next page' });
    const link = screen.getByRole('link', { name: 'Page 2' });
    await user.click(link);
    expect(document.activeElement).toBe(link);
  });

  it('waits on the main region for a heading that comes with the data', async () => {
    const { user } = renderRoutes(ROUTES, '/');
    await user.click(await screen.findByRole('link', { name: 'Later' }));
    await screen.findByRole('button', { name: 'Load' });
    expect(document.activeElement).toBe(document.getElementById(MAIN_ID));

    screen.getByRole('button', { name: 'Load' }).click();
    const heading = await screen.findByRole('heading', { name: 'Later page' });
    await expect.poll(() => document.activeElement).toBe(heading);
  });
});
