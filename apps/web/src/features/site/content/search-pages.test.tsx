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

  it('finds the career page, and only it, by a word in its body', async () => {
    const hits = searchPages({ pages: await loadAllPages(), query: 'tallinn' });
    expect(hits.map((hit) => hit.path)).toEqual(['/career']);
  });
});
