import type { Nodes } from 'hast';
import type { Nodes as MarkdownSyntax } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { cleanMarkdownTree, MARKDOWN_MAX_DEPTH, MARKDOWN_TREE_MAX_CHARS, type MarkdownTree } from './markdown-tree';

// An operator's Markdown to the tree the API stores (docs/decisions/021-markdown-on-save.md). The server runs this in
// a worker thread under a time limit, when the text is saved; the console's preview runs it in the operator's own
// browser. Parsing takes time that grows faster than the text (a run of `*_` is quadratic), so no visitor's request
// ever calls it. The tree keeps only MARKDOWN_ELEMENTS (cleanMarkdownTree): no raw HTML (dropped), no images (their
// alternative text stays), only the links safeHref allows (another link keeps its text).

export type MarkdownRendering =
  | { tree: MarkdownTree; json: string }
  | { refused: 'tooDeep' | 'tooLarge'; tree?: undefined };

/** The nesting of the syntax tree, counted without recursion: a deep one would overflow the stack of what follows. */
function depthOf(tree: MarkdownSyntax): number {
  let deepest = 0;
  const stack: [MarkdownSyntax, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [MarkdownSyntax, number];
    if (depth > deepest) deepest = depth;
    if ('children' in node) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

export function renderMarkdownTree(markdown: string): MarkdownRendering {
  const syntax = fromMarkdown(markdown);
  if (depthOf(syntax) > MARKDOWN_MAX_DEPTH) return { refused: 'tooDeep' };
  // Without allowDangerousHtml, raw HTML never reaches the tree; cleanMarkdownTree drops whatever else is not prose.
  const html = toHast(syntax) as Nodes;
  const tree = cleanMarkdownTree(html.type === 'root' ? html : { type: 'root', children: [html] });
  const json = JSON.stringify(tree);
  if (json.length > MARKDOWN_TREE_MAX_CHARS) return { refused: 'tooLarge' };
  return { tree, json };
}
