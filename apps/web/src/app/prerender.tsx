import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { CONTACT_LINK, SITE_MENU } from '../lib/site-content/site-map';
import { requireSession } from './guards';
import { type PrerenderedData, prerenderedLoaderData } from './prerendered';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

/**
 * Member pages whose first paint is their loading state: the layout and the page's skeleton with its fixed texts,
 * as the browser shows them while the member's data is on its way. The browser renders such a page afresh over the
 * markup (it knows the member, the build did not), so the markup is what shows until its scripts have run.
 */
export const PRERENDERED_SHELLS: readonly string[] = ['/my'];

/** The routes without the member pages' guard: the build has no session, and a shell shows no member's data. */
const shellRoutes: RouteObject[] = appRoutes.map((route) =>
  route.loader === requireSession ? { ...route, loader: undefined } : route,
);

// The build renders these to static HTML (apps/web/prerender-plugin.ts): the public pages whose content the build
// knows, as a visitor without a session sees them in English, and the member pages' loading states. The search page
// reads its query and is left out.
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/login',
  CONTACT_LINK.to,
  ...SITE_MENU.flatMap((group) => group.links.map((link) => link.to)).filter((path) => path !== '/search'),
  ...PRERENDERED_SHELLS,
];

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  data: PrerenderedData;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const shell = PRERENDERED_SHELLS.includes(path);
  const handler = createStaticHandler(shell ? shellRoutes : appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${path} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree main.tsx hydrates; `prerender` waits for every lazy part, so the markup is whole. No part is
  // outlined behind an inline script to reveal it: the CSP runs none, and the page must show without scripts.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (shell) return { html, data: { path, loaderData: {}, shell: true } };
  return { html, data: { path, loaderData: prerenderedLoaderData(context.loaderData) } };
}
