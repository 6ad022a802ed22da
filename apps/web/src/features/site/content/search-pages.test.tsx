import { describe, expect, it } from 'vitest';
import { loadAllPages } from './load-site-page';
import { searchPages, searchWords } from './search-pages';
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
    expect(hits.every((hit) => !hit.path.startsWith('/shop') && !hit.path.startsWith('/blog'))).toBe(true);
  });

  it('puts the risk disclosure first for “risk”, by its title', async () => {
    const [first] = searchPages({ pages: await loadAllPages(), query: 'risk' });
    expect(first?.path).toBe('/risk-disclosure');
  });
});
