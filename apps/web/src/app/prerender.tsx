import { publicSettingsQuery } from '@app/web-kit/api/get-public-settings';
import { AppProviders } from '@app/web-kit/app/providers';
import { createQueryClient } from '@app/web-kit/app/query-client';
import type { ApiResponse } from '@app/web-kit/lib/api-client';
import type { routes } from '@app/web-kit/lib/api-routes';
import type { LoadedSitePage } from '@app/web-kit/lib/site-content/load-site-page';
import { CONTACT_LINK, NOT_FOUND_PATH, SITE_MENU } from '@app/web-kit/lib/site-content/site-map';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { packagesFirstPageQuery } from '../api/get-packages-on-sale';
import { requireSession } from './guards';
import { pageDocument } from './page-document';
import { type PrerenderedPage, prerenderedLoaderData } from './prerendered';
import { appRoutes } from './routes';
import { withPreactBoundaries } from './suspense-markers';

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

// Rendered to HTML (by the build, apps/web/prerender-plugin.ts, and by the API with its current content, decision
// 017): the public pages as a visitor without a session sees them in English, and the member pages' loading states.
// The search page reads its query and is left out.
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/login',
  CONTACT_LINK.to,
  ...SITE_MENU.flatMap((group) => group.links.map((link) => link.to)).filter((path) => path !== '/search'),
  ...PRERENDERED_SHELLS,
];

/**
 * The API's answers a page is rendered with, read by the API itself just before it renders (decision 018): the
 * operators' site-page edits, the public settings (the company, the income and money rules) and the first page of
 * packages on sale. Each is the `data` of the route's answer, as the browser's own request would get it.
 */
export interface ServerAnswers {
  sitePages: ApiResponse<typeof routes.sitePages>['data'];
  publicSettings: ApiResponse<typeof routes.publicSettings>['data'];
  packagesFirstPage: ApiResponse<typeof routes.packageSearch>['data'];
}

/** The query client a page renders with: the server's answers in it, so no part waits for a fetch. */
function queryClientWith(answers: ServerAnswers | undefined) {
  const queryClient = createQueryClient();
  if (answers) {
    queryClient.setQueryData(publicSettingsQuery.queryKey, answers.publicSettings);
    queryClient.setQueryData(packagesFirstPageQuery.queryKey, answers.packagesFirstPage);
  }
  return queryClient;
}

/** An unpublished page loads the 404 page in its place (lib/site-content/load-site-page.ts). */
function statusOf(path: string, loaderData: Record<string, unknown>): 200 | 404 {
  const shown = Object.values(loaderData).find(
    (data): data is LoadedSitePage => typeof data === 'object' && data !== null && 'page' in data && 'index' in data,
  );
  return shown && shown.page.path === NOT_FOUND_PATH && path !== NOT_FOUND_PATH ? 404 : 200;
}

/**
 * A page's markup and the data it was rendered with. Without `answers` (the build: no database) the page shows what
 * the build knows: the shipped texts and the live parts' loading states. Renders one at a time: the edits are the
 * process's own (lib/site-content/site-page-edits.ts).
 */
export async function renderPage(path: string, answers?: ServerAnswers): Promise<PrerenderedPage> {
  if (answers) {
    // Loaded as the site's loader loads it, so the build keeps the edits' module in the loader's chunk.
    const { setServerSitePageEdits } = await import('@app/web-kit/lib/site-content/site-page-edits');
    setServerSitePageEdits(answers.sitePages);
  }
  const shell = PRERENDERED_SHELLS.includes(path);
  const handler = createStaticHandler(shell ? shellRoutes : appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${path} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = queryClientWith(answers);
  // The same tree main.tsx hydrates; `prerender` waits for every lazy part, so the markup is whole. No part is
  // outlined behind an inline script to reveal it: the CSP runs none, and the page must show without scripts.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = withPreactBoundaries(await new Response(prelude).text());
  const queries = answers ? dehydrate(queryClient) : undefined;
  // A shell's queries too: the browser renders over it with the company name it already shows.
  if (shell) return { html, data: { path, loaderData: {}, shell: true, ...(queries && { queries }) }, status: 200 };
  const loaderData = prerenderedLoaderData(context.loaderData);
  return { html, data: { path, loaderData, ...(queries && { queries }) }, status: statusOf(path, loaderData) };
}

/**
 * The whole document of a page: `template` is the built index.html as the build prepared it for prerendered pages
 * (its styles inline, its scripts asked for after the first paint; prerender-plugin.ts keeps it for the API).
 */
export async function renderDocument(
  template: string,
  path: string,
  answers?: ServerAnswers,
): Promise<{ html: string; status: 200 | 404 }> {
  const page = await renderPage(path, answers);
  return { html: pageDocument(template, page), status: page.status };
}
