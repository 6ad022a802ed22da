import { useEffect } from 'react';

/**
 * The tab's title. The `<title>` is what React hoists into the head, and what the server render of a page puts
 * there; the members' browser build runs on Preact (docs/decisions/039-first-render-bytes.md), which leaves it
 * where it stands (inert: a title outside the head is never shown), so the effect sets the tab's title as well.
 */
export function DocumentTitle({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, [text]);
  return <title>{text}</title>;
}
