import type { MarkdownTree } from '@app/contract';
import { renderMarkdownTree } from '@app/contract/markdown-render';

/** Markdown as the tree the API answers for it, built by the server's own rules (docs/decisions/021-markdown-on-save.md). */
export function treeOf(markdown: string): MarkdownTree {
  const rendering = renderMarkdownTree(markdown);
  if (!rendering.tree) throw new Error(`a test's Markdown was refused: ${rendering.refused}`);
  return rendering.tree;
}
