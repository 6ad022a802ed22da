import { emptyMarkdownTree, MSG, routes } from '@app/contract';
import { EN } from '@app/web-kit/i18n/locales/en';
import { treeOf } from '@app/web-kit/test/markdown-test-kit';
import { ok, on } from '@app/web-kit/test/stub-routes';
import { describe, expect, it } from 'vitest';
import { SITE_PACKAGES, SITE_SETTINGS, stubSiteRoutes } from '../test/site-test-kit';
import { PRERENDERED_PATHS, renderPage, type ServerAnswers } from './prerender';
import { PRERENDERED_DATA_ID, prerenderedDataScript } from './prerendered';

// The build's half of prerendering (the browser's half, hydration, runs in e2e/tests/prerender.spec.ts: React's
// server and the browser build's Preact, decision 039, cannot share one page's modules). Only renderPage runs here, never a browser render.

const EDITED_AT = '2026-11-20T10:00:00.000Z';

/** What the API would answer: the site's settings under another company name, and its packages. */
function serverAnswers(overrides: Partial<ServerAnswers> = {}): ServerAnswers {
  return {
    sitePages: [],
    publicSettings: { ...SITE_SETTINGS, companyName: 'Wallaby Works' },
    packagesFirstPage: { docs: SITE_PACKAGES, totalDocs: SITE_PACKAGES.length, limit: 10, page: 1, totalPages: 1 },
    ...overrides,
  };
}

function parse(html: string): Document {
  const document = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  return document;
}

describe('the prerender', () => {
  it('covers the public pages, /login and the account page, not the search page (it reads its query)', () => {
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining(['/', '/login', '/contactForm', '/faq', '/terms-of-service', '/my']),
    );
    expect(PRERENDERED_PATHS).not.toContain('/search');
    expect(PRERENDERED_PATHS).not.toContain('/assets');
  });

  it("renders the account page's loading state with its fixed note, no member's data, to be rendered over", async () => {
    stubSiteRoutes();
    const { html, data } = await renderPage('/my');
    const page = parse(html);
    expect(page.querySelector('[aria-busy="true"][aria-label="Loading your profile"]')).not.toBeNull();
    expect(page.body.textContent).toContain(EN['my.levelNote']);
    // The member layout, not the guard's way to /login: the build has no session to check.
    expect(page.querySelector('main')).not.toBeNull();
    expect(page.querySelector('input[type="email"]')).toBeNull();
    expect(page.querySelector('#profile-name')).toBeNull();
    expect(data).toEqual({ path: '/my', loaderData: {}, shell: true });
  });

  it('renders /login whole, as a visitor sees it, with its submit button off until hydration', async () => {
    stubSiteRoutes();
    const { html, data } = await renderPage('/login');
    const page = parse(html);
    expect(html.startsWith('<title>Log in</title>')).toBe(true);
    expect(page.querySelector('h1')?.textContent).toBe('Log in');
    expect(page.querySelector('input[type="email"]')).not.toBeNull();
    const submit = page.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.disabled).toBe(true);
    expect(page.querySelector('a[href="/register"]')).not.toBeNull();
    // The guard's null is not kept: the browser asks it again.
    expect(data).toEqual({ path: '/login', loaderData: {} });
  });

  it("marks each part that loads lazily (the log-in form) as Preact's hydration keeps it while its chunk arrives", async () => {
    stubSiteRoutes();
    const { html } = await renderPage('/login');
    const form = parse(html).querySelector('form');
    // Decision 039: between its own markers, else Preact kept one node and rendered the form again beside it.
    expect(form?.previousSibling?.textContent).toBe('$s');
    expect(form?.nextSibling?.textContent).toBe('/$s');
    expect(html).not.toContain('<!--$-->');
    expect(html).not.toContain('<!--/$-->');
  });

  it('renders a content page with the shipped text and keeps its loader data for hydration', async () => {
    stubSiteRoutes(on(routes.sitePages, ok(MSG.loaded, [])));
    const { html, data } = await renderPage('/faq');
    expect(parse(html).querySelector('h1')?.textContent).toBe('Frequently asked questions');
    const loaded = Object.values(data.loaderData) as { page: { path: string } }[];
    expect(loaded.map((entry) => entry.page.path)).toEqual(['/faq']);
  });

  it("renders the server's content: an edit, the company, the packages, with the queries the browser starts from", async () => {
    stubSiteRoutes();
    const answers = serverAnswers({
      sitePages: [
        {
          path: '/faq',
          language: 'en',
          title: 'Asked often',
          tree: treeOf('## Is it open?\n\nYes.'),
          published: true,
          updatedAt: EDITED_AT,
        },
      ],
    });
    const faq = await renderPage('/faq', answers);
    const page = parse(faq.html);
    expect(faq.status).toBe(200);
    expect(page.querySelector('h1')?.textContent).toBe('Asked often');
    expect([...page.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(['Is it open?']);
    expect(page.body.textContent).toContain('Wallaby Works');
    const loaded = Object.values(faq.data.loaderData) as { edit?: { title: string } }[];
    expect(loaded.map((entry) => entry.edit?.title)).toEqual(['Asked often']);
    const keys = faq.data.queries?.queries.map((query) => query.queryKey);
    expect(keys).toEqual([['public-settings'], ['package-search', { page: 1 }]]);

    const shop = parse((await renderPage('/shop', answers)).html);
    const cards = shop.querySelectorAll('[aria-label="Packages on sale"] h3');
    expect([...cards].map((card) => card.textContent)).toEqual(['Starter', 'Gold']);
    expect(shop.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("gives a member page's loading state the queries it was rendered with, for the render over it", async () => {
    stubSiteRoutes();
    const my = await renderPage('/my', serverAnswers());
    expect(my.data.shell).toBe(true);
    expect(parse(my.html).body.textContent).toContain('Wallaby Works');
    expect(my.data.queries?.queries.map((query) => query.queryKey)).toContainEqual(['public-settings']);
  });

  it('renders an unpublished page as the 404 page, answered 404', async () => {
    stubSiteRoutes();
    const hidden = {
      path: '/terms-of-service',
      language: 'en' as const,
      title: '',
      tree: emptyMarkdownTree(),
      published: false,
      updatedAt: EDITED_AT,
    };
    const terms = await renderPage('/terms-of-service', serverAnswers({ sitePages: [hidden] }));
    expect(terms.status).toBe(404);
    expect(parse(terms.html).querySelector('h1')?.textContent).toBe('Page not found');
    expect(terms.data.path).toBe('/terms-of-service');
    expect((await renderPage('/privacy-policy', serverAnswers({ sitePages: [hidden] }))).status).toBe(200);
  });

  it('writes its data as a block no text can close early', () => {
    const script = prerenderedDataScript({ path: '/faq', loaderData: { x: '</script><script>alert(1)</script>' } });
    const document = new DOMParser().parseFromString(script, 'text/html');
    const element = document.getElementById(PRERENDERED_DATA_ID);
    expect(element?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(element?.textContent ?? '')).toEqual({
      path: '/faq',
      loaderData: { x: '</script><script>alert(1)</script>' },
    });
  });
});
