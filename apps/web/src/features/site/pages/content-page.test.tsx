import { emptyMarkdownTree, MSG, type PublicSitePage, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { loadAllPages } from '@app/web-kit/lib/site-content/load-site-page';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { treeOf } from '@app/web-kit/test/markdown-test-kit';
import { ok, on, type StubServer } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsStubs } from '../../../test/news-test-kit';
import { renderApp } from '../../../test/render-app';
import { SITE_SETTINGS, stubSiteRoutes } from '../../../test/site-test-kit';

const renderAt = (path: string) => renderApp(path);

let server: StubServer;
const serveEdits = (edits: PublicSitePage[]) => {
  forgetSitePageEdits();
  server = stubSiteRoutes(on(routes.sitePages, ok(MSG.loaded, edits)), ...newsStubs());
};
beforeEach(() => serveEdits([]));
afterEach(async () => {
  await changeLocale('en');
});

const UPDATED_AT = '2026-11-20T10:00:00.000Z';
const editOf = (overrides: Partial<PublicSitePage> = {}): PublicSitePage => ({
  path: '/terms-of-service',
  language: 'en',
  title: 'Our new terms',
  tree: treeOf('## Fair use\n\nOnly **one** account per person.'),
  published: true,
  updatedAt: UPDATED_AT,
  ...overrides,
});

describe('content pages', () => {
  it('renders every template page with its own h1, and nothing labelled as a sample', async () => {
    for (const page of await loadAllPages()) {
      renderAt(page.path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(page.heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText('Sample')).toBeNull();
      cleanup();
    }
    // Forty pages rendered one after another: seconds on a small machine, not a hang.
  }, 30_000);

  it('renders the FAQ as native disclosures', async () => {
    renderAt('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const question = screen.getByText('What if I miss a claim day?');
    expect(question.closest('details')).toBeTruthy();
  });

  it('shows an empty state when the search finds nothing', async () => {
    renderAt('/search?q=zzzz');
    expect(await screen.findByRole('heading', { name: 'No pages match “zzzz”' })).toBeTruthy();
  });

  it('moves the focus to the results heading after a search, its ring drawn inside it', async () => {
    const { user } = renderAt('/search?q=zzzz');
    await screen.findByRole('heading', { name: 'No pages match “zzzz”' });
    expect(document.activeElement?.tagName).not.toBe('H2');
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'deposit{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: /match(es)? “deposit”/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.className).toContain('focus-visible:ring-inset');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz{Enter}');
    const none = await screen.findByRole('heading', { name: 'No pages match “zzzz”' });
    await waitFor(() => expect(document.activeElement).toBe(none));
  });

  it('shows the 404 content for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('operator-edited pages (docs/product.md#site)', () => {
  it('shows the edit: its title as the heading and tab title, its stored tree as the text', async () => {
    serveEdits([editOf()]);
    renderAt('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our new terms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Fair use' })).toBeTruthy();
    expect(screen.getByText('one').tagName).toBe('STRONG');
    expect(screen.getByText('20 November 2026')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Our new terms · ${SITE_SETTINGS.companyName}`));
  });

  it("writes the edit's date in the language of the page around it", async () => {
    serveEdits([editOf()]);
    await changeLocale('es');
    renderAt('/terms-of-service');
    const updated = await screen.findByText('20 de noviembre de 2026');
    expect(updated.getAttribute('datetime')).toBe(UPDATED_AT);
    expect(updated.parentElement?.textContent).toBe('Última actualización: 20 de noviembre de 2026');
  });

  it('shows the 404 page for an unpublished edit', async () => {
    serveEdits([editOf({ published: false, title: '', tree: emptyMarkdownTree() })]);
    renderAt('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('leaves pages without an edit as shipped, and the FAQ can be edited too', async () => {
    serveEdits([editOf({ path: '/faq', title: 'Questions, answered', tree: treeOf('Ask the desk.') })]);
    renderAt('/privacy-policy');
    const shipped = (await loadAllPages()).find((page) => page.path === '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: shipped?.heading })).toBeTruthy();
    cleanup();
    renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions, answered' })).toBeTruthy();
    expect(screen.getByText('Ask the desk.')).toBeTruthy();
  });

  it("builds the edited FAQ's accordion from what the operator wrote: each ## heading a question, the text under it its answer", async () => {
    serveEdits([
      editOf({
        path: '/faq',
        title: 'Questions, answered',
        tree: treeOf(
          'Read these first.\n\n## When is profit paid?\n\nEach **platform day** you claim.\n\n## Who pays the fee?\n\nYou do.',
        ),
      }),
    ]);
    const { user } = renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions, answered' })).toBeTruthy();
    expect(screen.getByText('Read these first.')).toBeTruthy();
    const question = screen.getByText('When is profit paid?');
    const disclosure = question.closest('details') as HTMLDetailsElement;
    expect(disclosure).toBeTruthy();
    expect(disclosure.open).toBe(false);
    await user.click(question);
    expect(disclosure.open).toBe(true);
    expect(disclosure.textContent).toContain('Each platform day you claim.');
    expect(screen.getByText('Who pays the fee?').closest('details')).toBeTruthy();
  });

  // docs/product.md#site: an edited FAQ keeps the live figures under the questions it still asks.
  it('keeps the live figures under an edited answer whose question is still asked, in any case or order', async () => {
    serveEdits([
      editOf({
        path: '/faq',
        title: 'Questions, answered',
        tree: treeOf('## Who pays the fee?\n\nYou do.\n\n## What are the fees\n\nA share of each withdrawal.'),
      }),
    ]);
    const { user } = renderAt('/faq');
    const fees = (await screen.findByText('What are the fees')).closest('details') as HTMLElement;
    await user.click(within(fees).getByText('What are the fees'));
    expect(within(fees).getByText('A share of each withdrawal.')).toBeTruthy();
    expect(await within(fees).findByText('6%')).toBeTruthy();
    expect(within(fees).getByText('8%')).toBeTruthy();
    const other = screen.getByText('Who pays the fee?').closest('details') as HTMLElement;
    expect(within(other).queryByText('6%')).toBeNull();
  });

  it("keeps the figures under a Spanish edit's answers, matched by the Spanish question", async () => {
    await changeLocale('es');
    serveEdits([
      editOf({
        path: '/faq',
        language: 'es',
        title: 'Preguntas',
        tree: treeOf('## ¿Cuáles son las comisiones?\n\nUna parte de cada retiro.'),
      }),
    ]);
    renderAt('/faq');
    const fees = (await screen.findByText('¿Cuáles son las comisiones?')).closest('details') as HTMLElement;
    // Spanish writes a space before the per cent sign.
    expect(await within(fees).findByText(/^6\s%$/)).toBeTruthy();
  });

  it('shows the shipped page when the edits cannot be read', async () => {
    forgetSitePageEdits();
    stubSiteRoutes(on(routes.sitePages, { status: 503, body: { success: false, message: 'down', code: 'X' } }));
    renderAt('/terms-of-service');
    const shipped = (await loadAllPages()).find((page) => page.path === '/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: shipped?.heading })).toBeTruthy();
  });

  it('asks for the edits only on a page that can have one: not on the home page or a landing page', async () => {
    renderAt('/');
    await screen.findAllByRole('heading', { level: 1 });
    cleanup();
    renderAt('/home-2');
    await screen.findByRole('heading', { level: 1 });
    expect(server.calls.of(routes.sitePages)).toEqual([]);
  });
});
