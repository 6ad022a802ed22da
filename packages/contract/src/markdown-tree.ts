import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { z } from 'zod';

// An operator's Markdown as the API stores and answers it (docs/decisions/021-markdown-on-save.md): a hast tree built
// when the text is saved (markdown-render.ts, in the server's worker), holding only the elements and attributes below,
// so a visitor's page renders it as it is and never parses Markdown.

/** The elements a stored tree holds; any other is replaced by its content when the tree is built. */
export const MARKDOWN_ELEMENTS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'br',
  'hr',
] as const;

/** The deepest nesting a text may have (a quote in a list in a quote...); a deeper one is refused on save. */
export const MARKDOWN_MAX_DEPTH = 32;
/**
 * The largest tree stored, in characters of its JSON: 2.4 times the longest text, where the longest text of prose
 * takes 1.3 times (and one with a link and emphasis on every line about 3). A page's first HTML renders its tree on
 * the API's event loop, and this keeps that render near half of its 100 ms (docs/decisions/021-markdown-on-save.md).
 */
export const MARKDOWN_TREE_MAX_CHARS = 120_000;

export type MarkdownTree = Root;
export type MarkdownNode = Root | RootContent;

/**
 * A link a visitor may follow: http(s), mailto, a path of this site (not `//elsewhere`, nor `/\elsewhere`, which
 * browsers read the same way) or an anchor. Anything else (javascript:, data:, vbscript:) loses its link.
 */
const SAFE_LINK = /^(https?:|mailto:|\/(?![/\\])|#)/i;

export function safeHref(url: string): string | undefined {
  // A browser drops tabs and line breaks anywhere in a URL (`/<tab>/elsewhere` is `//elsewhere`): so is it checked.
  const cleaned = url.replace(/[\t\n\r]/g, '').trim();
  return SAFE_LINK.test(cleaned) ? cleaned : undefined;
}

/** Containers whose whitespace between children is only the source's line breaks. */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'ul', 'ol']);
/** Elements whose content is never prose: dropped with it. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'textarea']);
/** The nesting kept as elements: a tree's nesting is about twice its Markdown's (a quote's paragraph, a list's item). */
const MAX_ELEMENT_NESTING = MARKDOWN_MAX_DEPTH * 2;
const ALLOWED = new Set<string>(MARKDOWN_ELEMENTS);

type Loose = { [key: string]: unknown };
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const childrenOf = (node: Loose): unknown[] => (Array.isArray(node.children) ? node.children : []);

/** The text of anything, without recursion: what stays of an element nested past MAX_ELEMENT_NESTING. */
function textOf(value: unknown): string {
  const parts: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    if (node.type === 'text' && typeof node.value === 'string') parts.push(node.value);
    const children = childrenOf(node);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]);
  }
  return parts.join('');
}

function push(out: ElementContent[], node: ElementContent) {
  const last = out.at(-1);
  if (node.type === 'text' && last?.type === 'text') last.value += node.value;
  else if (node.type !== 'text' || node.value !== '') out.push(node);
}

function propertiesOf(tagName: string, properties: Loose): Properties {
  const { href, title, start } = properties;
  if (tagName === 'a') {
    const target = typeof href === 'string' ? safeHref(href) : undefined;
    return { ...(target && { href: target }), ...(typeof title === 'string' && { title }) };
  }
  if (tagName === 'ol' && typeof start === 'number' && Number.isSafeInteger(start)) return { start };
  return {};
}

function cleanChildren(children: unknown[], parent: string, depth: number): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    if (!isObject(child)) continue;
    if (child.type === 'text' && typeof child.value === 'string') {
      if (!(BLOCK_CONTAINERS.has(parent) && child.value.trim() === '')) push(out, { type: 'text', value: child.value });
    } else if (child.type === 'element' && typeof child.tagName === 'string') {
      for (const node of cleanElement(child, child.tagName, parent, depth)) push(out, node);
    }
    // Anything else (raw HTML, comments, doctypes, what no renderer should have made) goes with its content.
  }
  return out;
}

function cleanElement(node: Loose, tagName: string, parent: string, depth: number): ElementContent[] {
  if (DROPPED_WITH_CONTENT.has(tagName)) return [];
  const properties = isObject(node.properties) ? node.properties : {};
  // An image keeps its description, as text.
  if (tagName === 'img') return typeof properties.alt === 'string' ? [{ type: 'text', value: properties.alt }] : [];
  if (depth >= MAX_ELEMENT_NESTING) return [{ type: 'text', value: textOf(node) }];
  const kept = ALLOWED.has(tagName) ? propertiesOf(tagName, properties) : undefined;
  // Another element gives its content; a link nobody may follow keeps its words, not its target.
  if (!kept || (tagName === 'a' && !kept.href)) return cleanChildren(childrenOf(node), parent, depth + 1);
  return [
    { type: 'element', tagName, properties: kept, children: cleanChildren(childrenOf(node), tagName, depth + 1) },
  ];
}

/**
 * Any value as a tree of MARKDOWN_ELEMENTS only, with only their safe attributes (a link's safeHref target and title,
 * a list's start): what the server stores, whatever the Markdown worker answered, and what the site renders,
 * whatever it was answered. Linear in the tree's size.
 */
export function cleanMarkdownTree(value: unknown): MarkdownTree {
  const children = isObject(value) && value.type === 'root' ? childrenOf(value) : [];
  return { type: 'root', children: cleanChildren(children, 'root', 0) as RootContent[] };
}

const isTreeRoot = (value: unknown): value is MarkdownTree =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'root' &&
  Array.isArray((value as { children?: unknown }).children);

/**
 * The tree in an answer. Checked at its root only: the server built it with the rules above when it was saved, and
 * walking every node of every answer would spend on each request the time this design saves.
 */
export const markdownTreeField = z.custom<MarkdownTree>(isTreeRoot).meta({
  description: 'The text as a hast tree (its HTML as JSON: elements and text), built from its Markdown on save',
});

export const emptyMarkdownTree = (): MarkdownTree => ({ type: 'root', children: [] });

/**
 * The most paragraphs of a plain text's tree: the rest stays in the last. A text of short paragraphs makes a tree as
 * large as the parser's would be, past MARKDOWN_TREE_MAX_CHARS, and this tree is stored without that check.
 */
const PLAIN_PARAGRAPHS_MAX = 200;

/** A text that could not be rendered, shown as it was written: its paragraphs, without any formatting. */
export function plainParagraphsTree(text: string): MarkdownTree {
  const all = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const paragraphs =
    all.length > PLAIN_PARAGRAPHS_MAX
      ? [...all.slice(0, PLAIN_PARAGRAPHS_MAX - 1), all.slice(PLAIN_PARAGRAPHS_MAX - 1).join('\n\n')]
      : all;
  return {
    type: 'root',
    children: paragraphs.map((paragraph) => ({
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'text', value: paragraph }],
    })),
  };
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'ul', 'ol', 'li', 'br', 'hr']);

/** The words of a tree as a visitor reads them, its blocks apart by a space (the site search's text). */
export function markdownTreeText(tree: MarkdownNode): string {
  const parts: string[] = [];
  const stack: MarkdownNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as MarkdownNode;
    if (node.type === 'text') parts.push(node.value);
    if (node.type !== 'root' && node.type !== 'element') continue;
    if (node.type === 'root' || BLOCKS.has(node.tagName)) parts.push(' ');
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as RootContent);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
