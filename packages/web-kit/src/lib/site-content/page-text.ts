import { type MarkdownNode, markdownTreeText } from '@app/contract';
import type { SitePage } from './types';

// Keys holding paths, tones and layout names, not words a visitor reads.
const NON_TEXT_KEYS = new Set([
  'path',
  'kind',
  'variant',
  'layout',
  'view',
  'style',
  'media',
  'art',
  'icon',
  'to',
  'type',
  'autoComplete',
]);

// A heading or a card's title read in a search excerpt (docs/product.md#site) stands before the next sentence, so it
// ends as one.
const HEADING_KEYS = new Set(['heading', 'title', 'question']);
const ENDED = /[.!?:;…।)"”’]$/u;
const DEVANAGARI_LAST = /\p{Script=Devanagari}$/u;

/** A heading as a sentence: its own end mark kept, else a full stop (the danda after Hindi). */
export function endAsSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || ENDED.test(trimmed)) return trimmed;
  return `${trimmed}${DEVANAGARI_LAST.test(trimmed) ? '।' : '.'}`;
}

function collectText(value: unknown, key: string, into: string[]) {
  if (NON_TEXT_KEYS.has(key)) return;
  if (typeof value === 'string') into.push(HEADING_KEYS.has(key) ? endAsSentence(value) : value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, '', into);
  else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) collectText(child, childKey, into);
  }
}

/** Every visible sentence of a page except its title and h1, in reading order. */
export function pageBodyText(page: SitePage): string {
  const { title: _title, heading: _heading, ...rest } = page;
  const parts: string[] = [];
  collectText(rest, '', parts);
  return parts.join(' ');
}

const HEADING_TAG = /^h[1-6]$/;

/** An operator's tree as the words a search excerpt shows, each heading ended as a sentence. */
export function treeBodyText(tree: MarkdownNode): string {
  const ended = (node: MarkdownNode): MarkdownNode => {
    if (node.type === 'element' && HEADING_TAG.test(node.tagName)) {
      const text = markdownTreeText(node);
      return { ...node, children: text ? [{ type: 'text', value: endAsSentence(text) }] : [] };
    }
    if (node.type !== 'root' && node.type !== 'element') return node;
    return { ...node, children: node.children.map(ended) } as MarkdownNode;
  };
  return markdownTreeText(ended(tree));
}
