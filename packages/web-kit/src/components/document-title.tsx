import { useEffect } from 'react';

interface TitleProps {
  text: string;
}

/** React moves a `<title>` into the head from wherever it renders, and the server render puts it there. */
function TitleElement({ text }: TitleProps) {
  return <title>{text}</title>;
}

/**
 * Preact leaves a `<title>` where it stands, in the page's text (never shown, but read by anything walking it):
 * the tab's title is set instead.
 */
function TitleByEffect({ text }: TitleProps) {
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

/**
 * The tab's title. The members' browser build runs on Preact (docs/decisions/039-first-render-bytes.md) and says so
 * with `VITE_PREACT` (apps/web/preact-aliases.ts); every other build, the tests and the server render run on React.
 * Fixed at build time, so each build carries only its own.
 */
export const DocumentTitle = import.meta.env.VITE_PREACT ? TitleByEffect : TitleElement;
