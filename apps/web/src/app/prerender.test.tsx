import { MSG, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { EN } from '../i18n/locales/en';
import { stubSiteRoutes } from '../test/site-test-kit';
import { ok, on } from '../test/stub-routes';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { PRERENDERED_DATA_ID, prerenderedDataScript } from './prerendered';

// The build's half of prerendering (the browser's half, hydration, runs in e2e/tests/prerender.spec.ts: React's
// server and browser renderers cannot share one page's modules). Only renderPage runs here, never a browser render.

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

  it('renders a content page with the shipped text and keeps its loader data for hydration', async () => {
    stubSiteRoutes(on(routes.sitePages, ok(MSG.loaded, [])));
    const { html, data } = await renderPage('/faq');
    expect(parse(html).querySelector('h1')?.textContent).toBe('Frequently asked questions');
    const loaded = Object.values(data.loaderData) as { page: { path: string } }[];
    expect(loaded.map((entry) => entry.page.path)).toEqual(['/faq']);
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
