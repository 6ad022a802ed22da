import { Link, Outlet, type RouteObject } from 'react-router';
import { PageScroll } from '../components/page-scroll';

function Layout() {
  return (
    <>
      <Outlet />
      <PageScroll />
    </>
  );
}

/** Two pages under a layout holding PageScroll, as the app's layouts do: '/' links to '/next'. */
export const PAGE_SCROLL_ROUTES: RouteObject[] = [
  {
    Component: Layout,
    children: [
      { path: '/', element: <Link to="/next">Next</Link> },
      { path: '/next', element: <h1>Next page</h1> },
    ],
  },
];

/** What window.scrollY answers (jsdom does not scroll). */
export function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}
