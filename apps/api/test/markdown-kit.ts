import { CONTENT_BODY_MAX, type MarkdownNode } from '@app/contract';

// Texts whose Markdown takes the parser time that grows faster than their length (docs/decisions/021-markdown-on-save.md):
// 50,000 characters of each took 4 to 32 s on a visitor's request before trees were built on save.
export const PATHOLOGICAL_UNITS = ['*_', '> ', '**a'] as const;

export const pathologicalBody = (unit: string) =>
  unit.repeat(Math.ceil(CONTENT_BODY_MAX / unit.length)).slice(0, CONTENT_BODY_MAX);

/** A text with everything the tree must not carry: raw HTML, a script link, an image; and a link it keeps. */
export const HOSTILE_BODY = [
  '## Terms',
  '<script>window.hacked = true</script>',
  'Read [the FAQ](/faq), [this](javascript:alert(1)) and ![a diagram](https://example.test/a.png).',
  'Inline <img src="x" onerror="window.hacked = true"> and <b onclick="x()">bold</b>.',
].join('\n\n');

/** What the hostile text's tree may not hold, anywhere in its JSON. */
export function unsafeParts(tree: unknown): string[] {
  const json = JSON.stringify(tree);
  return ['script', 'javascript:', '"img"', 'onerror', 'onclick', 'hacked = true', 'example.test'].filter((part) =>
    json.includes(part),
  );
}

/** The targets of a tree's links, in order. */
export function linksOf(node: MarkdownNode): string[] {
  if (node.type === 'element' && node.tagName === 'a') return [String(node.properties.href)];
  return 'children' in node ? node.children.flatMap(linksOf) : [];
}
