import { emptyMarkdownTree, MSG, markdownTreeText, type PublicSitePage, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { treeOf } from '../../test/markdown-test-kit';
import { ok, on, stubRoutes } from '../../test/stub-routes';
import { loadAllPages, loadSitePage } from './load-site-page';
import { applySitePageEdits, searchPages, searchWords } from './search-pages';
import { forgetSitePageEdits } from './site-page-edits';
import type { SitePage } from './types';

const page = (overrides: Partial<SitePage> & Pick<SitePage, 'path' | 'title'>): SitePage =>
  ({
    kind: 'notice',
    heading: 'Heading',
    intro: '',
    code: '',
    action: { to: '/', label: 'Home' },
    ...overrides,
  }) as SitePage;

const PAGES = [
  page({ path: '/a', title: 'Cloud hosting', intro: 'Servers that scale.' }),
  page({ path: '/b', title: 'Security', intro: 'We harden cloud accounts and review the café Wi-Fi.' }),
  page({ path: '/c', title: 'Pricing', intro: 'Plans for every team.', action: { to: '/cloud', label: 'Home' } }),
  {
    path: '/search',
    kind: 'search',
    title: 'Search',
    heading: 'Search the cloud',
    intro: 'Find cloud pages',
  } as SitePage,
];

describe('searchPages', () => {
  it('finds pages by a word in the title or the text, title matches first', () => {
    expect(searchPages({ pages: PAGES, query: 'cloud' }).map((hit) => hit.path)).toEqual(['/a', '/b']);
  });

  it('needs every word, in any order, ignoring case and accents', () => {
    expect(searchPages({ pages: PAGES, query: 'ACCOUNTS   harden' }).map((hit) => hit.path)).toEqual(['/b']);
    expect(searchPages({ pages: PAGES, query: 'cafe' }).map((hit) => hit.path)).toEqual(['/b']);
    expect(searchPages({ pages: PAGES, query: 'cloud pricing' })).toEqual([]);
  });

  it('ignores link targets and never lists the search page itself', () => {
    expect(searchPages({ pages: PAGES, query: 'scale' }).map((hit) => hit.path)).toEqual(['/a']);
    expect(searchPages({ pages: PAGES, query: 'find' })).toEqual([]);
  });

  it('answers nothing for a blank query', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchPages({ pages: PAGES, query: '  ' })).toEqual([]);
  });

  it('shows an excerpt around the first word', () => {
    const [hit] = searchPages({ pages: PAGES, query: 'harden' });
    expect(hit).toMatchObject({ title: 'Security', heading: 'Heading' });
    expect(hit?.excerpt).toContain('We harden cloud accounts');
  });

  // The site describes this product (docs/product.md#site): a visitor's own words find its pages.
  it.each([
    ['deposit', '/home-4'],
    ['withdraw', '/faq'],
    ['USDT', '/pricing'],
    ['package', '/purchase-guide'],
    ['referral', '/home-3'],
    ['risk', '/risk-disclosure'],
  ])('finds pages about this product for “%s”, among them %s', async (word, path) => {
    const hits = searchPages({ pages: await loadAllPages(), query: word });
    expect(hits.map((hit) => hit.path)).toContain(path);
  });

  it('puts the risk disclosure first for “risk”, by its title', async () => {
    const [first] = searchPages({ pages: await loadAllPages(), query: 'risk' });
    expect(first?.path).toBe('/risk-disclosure');
  });
});

describe('search over operator-edited pages (docs/product.md#site)', () => {
  const edit = (overrides: Partial<PublicSitePage>): PublicSitePage => ({
    path: '/b',
    language: 'en',
    title: 'Safety',
    tree: treeOf('## Zebra crossings\n\nWe paint **stripes** on [roads](/roads).'),
    published: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

  it('finds an edited page by its edited words only, and shows them', () => {
    const pages = applySitePageEdits(PAGES, [edit({})]);
    expect(searchPages({ pages, query: 'stripes' })).toEqual([
      { path: '/b', title: 'Safety', heading: 'Safety', excerpt: 'Zebra crossings. We paint stripes on roads.' },
    ]);
    expect(searchPages({ pages, query: 'harden' })).toEqual([]);
    expect(searchPages({ pages, query: 'safety' }).map((hit) => hit.path)).toEqual(['/b']);
  });

  it('ends a heading as a sentence in the excerpt, never running it into the next one', () => {
    const tree = treeOf(
      '## Send USDT on BEP-20, then tell us the hash\n\nOnce the transfer has left.\n\n### Why?\n\nSo.',
    );
    const [hit] = searchPages({ pages: applySitePageEdits(PAGES, [edit({ tree })]), query: 'transfer' });
    expect(hit?.excerpt).toBe('Send USDT on BEP-20, then tell us the hash. Once the transfer has left. Why? So.');
    const hindi = treeOf('## हैश भेजें\n\nट्रांसफ़र के बाद।');
    expect(searchPages({ pages: applySitePageEdits(PAGES, [edit({ tree: hindi })]), query: 'हैश' })[0]?.excerpt).toBe(
      'हैश भेजें। ट्रांसफ़र के बाद।',
    );
    const shipped = page({ path: '/d', title: 'Guide', sections: [{ heading: 'Step one', paragraphs: ['Pay it.'] }] });
    expect(searchPages({ pages: [shipped], query: 'pay' })[0]?.excerpt).toContain('Step one. Pay it.');
  });

  it('leaves an unpublished page out and the other pages as they were', () => {
    const pages = applySitePageEdits(PAGES, [edit({ published: false, title: '', tree: emptyMarkdownTree() })]);
    expect(pages.map((page) => page.path)).toEqual(['/a', '/c', '/search']);
    expect(searchPages({ pages, query: 'harden' })).toEqual([]);
    expect(searchPages({ pages, query: 'scale' }).map((hit) => hit.path)).toEqual(['/a']);
  });

  it("reads an edit's tree as words, without marks or link targets", () => {
    const tree = treeOf('# Title\n\n> quote with `code` and **bold**er\n1. one\n* two <b>x</b> ![pic](/p.png)');
    expect(markdownTreeText(tree)).toBe('Title quote with code and bolder one two x pic');
  });

  it('the search page indexes the edits it reads from the API', async () => {
    forgetSitePageEdits();
    stubRoutes(
      on(
        routes.sitePages,
        ok(MSG.loaded, [
          edit({ path: '/terms-of-service', title: 'House rules', tree: treeOf('Quokkas welcome.') }),
          edit({ path: '/privacy-policy', published: false, title: '', tree: emptyMarkdownTree() }),
        ]),
      ),
    );
    const { index } = await loadSitePage('/search');
    expect(searchPages({ pages: index, query: 'quokkas' }).map((hit) => hit.path)).toEqual(['/terms-of-service']);
    expect(index.some((page) => page.path === '/privacy-policy')).toBe(false);
  });
});
