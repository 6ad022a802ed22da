import { CONTENT_PAGES_MSG } from '@app/contract';
import { renderMarkdownTree } from '@app/contract/markdown-render';
import { MarkdownBody } from '@app/web-kit/components/markdown-body';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useMemo } from 'react';
import { FormAlert } from './form-alert';

// The console's preview of a draft (docs/decisions/021-markdown-on-save.md): the operator's own browser builds the
// tree the server will store, by the same rules, and renders it as the site will. Only the console's editors load
// this chunk; the site's pages render the stored tree and never parse Markdown.

/** The draft as visitors will see it once saved, or the sentence the server would refuse it with. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const rendering = useMemo(() => renderMarkdownTree(markdown), [markdown]);
  if (!rendering.tree) return <FormAlert message={translateMessage(CONTENT_PAGES_MSG.bodyTooComplex)} />;
  return <MarkdownBody tree={rendering.tree} />;
}
