import type { PublicSitePage } from '@app/contract';
import { pageBodyText, treeBodyText } from './page-text';
import type { SitePage } from './types';

export interface SearchHit {
  path: string;
  title: string;
  heading: string;
  excerpt: string;
}

const EXCERPT_RADIUS = 80;

/** Lower case without accents, so "cafe" finds "café". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function searchWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** About two lines of the text around the word, cut at spaces so no word is split. */
function excerptAround({ text, word }: { text: string; word: string }): string {
  const at = Math.max(0, fold(text).indexOf(word));
  const roughStart = Math.max(0, at - EXCERPT_RADIUS);
  const nextSpace = text.indexOf(' ', roughStart);
  const start = roughStart === 0 || nextSpace < 0 ? roughStart : Math.min(nextSpace + 1, at);
  const roughEnd = Math.min(text.length, at + word.length + EXCERPT_RADIUS);
  const end = roughEnd >= text.length ? text.length : Math.max(text.lastIndexOf(' ', roughEnd), at + word.length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Pages whose title or text holds every word of the query (in any order, ignoring case and accents).
 * Pages matching in the title come first; the search page itself is never a result.
 */
export function searchPages({ pages, query }: { pages: readonly SitePage[]; query: string }): SearchHit[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const hits: (SearchHit & { isTitleMatch: boolean })[] = [];
  for (const page of pages) {
    if (page.kind === 'search') continue;
    const body = pageBodyText(page);
    const title = fold(page.title);
    const haystack = `${title} ${fold(page.heading)} ${fold(body)}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    hits.push({
      path: page.path,
      title: page.title,
      heading: page.heading,
      excerpt: excerptAround({ text: body, word: words[0] ?? '' }),
      isTitleMatch: words.some((word) => title.includes(word)),
    });
  }
  return hits
    .sort((a, b) => Number(b.isTitleMatch) - Number(a.isTitleMatch))
    .map(({ isTitleMatch: _isTitleMatch, ...hit }) => hit);
}

/**
 * The search index with the operators' edits applied (docs/product.md#site): an edited page is found by its edited
 * title and text only (the words of the tree the server built on save), an unpublished one not at all. Pages without
 * an edit are indexed as shipped.
 */
export function applySitePageEdits(pages: readonly SitePage[], edits: readonly PublicSitePage[]): SitePage[] {
  const byPath = new Map(edits.map((edit) => [edit.path, edit]));
  return pages.flatMap((page): SitePage[] => {
    const edit = byPath.get(page.path);
    if (!edit) return [page];
    if (!edit.published) return [];
    const text = treeBodyText(edit.tree);
    return [
      {
        path: page.path,
        kind: 'article',
        title: edit.title,
        heading: edit.title,
        intro: '',
        sections: [{ heading: '', paragraphs: [text] }],
      },
    ];
  });
}
