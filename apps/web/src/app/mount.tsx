import { AppProviders } from '@app/web-kit/app/providers';
import { currentLocale } from '@app/web-kit/i18n/current';
import { LocaleRouter } from '@app/web-kit/i18n/locale-router';
import { isSessionEndedMarked } from '@app/web-kit/lib/storage';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { type PrerenderedData, readPrerenderedData } from './prerendered';
import { createAppRouter } from './router';

function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <LocaleRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The prerendered page shows the content its server knew when it answered; once hydrated, its loaders ask again (an
 * edit saved since). A wrapper, not a sibling: another child would change the tree's shape and so every useId
 * against the markup.
 */
function RefreshAfterHydration({ router, children }: { router: DataRouter; children: ReactNode }) {
  useEffect(() => {
    void router.revalidate();
  }, [router]);
  return children;
}

function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Hydrates the prerendered markup when the browser would render the same: the page it was made for (a guard may
 * have sent the visitor on), in English, without the notice of a session a 401 ended (the build shows none), and
 * rendered with the server's data (decision 018; a page the build rendered alone shows loading states a lazy part
 * could no longer match once data arrived). Otherwise, and on every page not prerendered, renders from scratch.
 */
async function hydrateIfSame(container: HTMLElement, prerendered: PrerenderedData): Promise<boolean> {
  const isItsPage = prerendered.path === window.location.pathname;
  const router = createAppRouter(isItsPage ? { loaderData: prerendered.loaderData } : undefined);
  // The route's lazy page arrives first, so hydration renders the page, not the route's loading fallback.
  const [queryClient] = await Promise.all([loadQueryClient(prerendered), initialized(router)]);
  const { location, errors } = router.state;
  const differs = errors || !prerendered.queries || currentLocale() !== 'en' || isSessionEndedMarked();
  if (!isItsPage || location.pathname !== prerendered.path || differs) {
    container.replaceChildren();
    createRoot(container).render(<App router={router} queryClient={queryClient} />);
    return false;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: the page is already painted, and a tap meanwhile is answered at once. So React does; the built
  // app runs on Preact (docs/decisions/039-first-render-bytes.md), which hydrates in one go, a smaller runtime's.
  startTransition(() => {
    hydrateRoot(
      container,
      <RefreshAfterHydration router={router}>
        <App router={router} queryClient={queryClient} />
      </RefreshAfterHydration>,
    );
  });
  return true;
}

// In its own chunk, fetched beside the route's page: a page shows before any query runs.
const loadQueryClient = (prerendered?: PrerenderedData) =>
  import('@app/web-kit/app/query-client').then((module) => module.createQueryClientWith(prerendered?.queries));

/**
 * A member page's prerendered loading state stays on screen until the app's first render replaces it (React clears
 * the container when it first commits, the built app's Preact in the same task as it renders): the router has its
 * page by then, so no blank frame comes between.
 */
async function renderOverShell(container: HTMLElement, prerendered: PrerenderedData): Promise<void> {
  const router = createAppRouter();
  const [queryClient] = await Promise.all([loadQueryClient(prerendered), initialized(router)]);
  // As a transition, like a hydration: the loading state is on screen, and the render yields to the browser.
  startTransition(() => createRoot(container).render(<App router={router} queryClient={queryClient} />));
}

export async function mountApp(container: HTMLElement): Promise<void> {
  const prerendered = readPrerenderedData();
  if (prerendered?.shell) {
    await renderOverShell(container, prerendered);
    return;
  }
  if (prerendered) {
    await hydrateIfSame(container, prerendered);
    return;
  }
  // The router starts loading the page's chunks at once; the query client comes beside them.
  const router = createAppRouter();
  createRoot(container).render(<App router={router} queryClient={await loadQueryClient()} />);
}
