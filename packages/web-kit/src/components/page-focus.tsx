import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTexts } from '../i18n/texts';
import { isLoadedEntry } from './page-scroll';
import { SKIP_TEXTS } from './ui/texts';

export const MAIN_ID = 'main';

/** A heading or the main region takes focus from script only: out of the tab order. */
function focusWithoutScroll(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a client-side navigation to another path, focus goes to the new page's main heading (h1), so a
 * keyboard or screen-reader user starts reading there; a page whose heading comes with its data gets it when it
 * shows (focus waits on the main region meanwhile). Never on the first load of the page, nor when only the query
 * changes (filters, pages of a list).
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // A layout opened by a navigation (from another layout) has a location other than the loaded entry.
    const arrived = previous.current === null ? !isLoadedEntry(key) : previous.current !== pathname;
    previous.current = pathname;
    const main = mainRef.current;
    if (!arrived || !main) return;
    const heading = main.querySelector('h1');
    if (heading) {
      focusWithoutScroll(heading);
      return;
    }
    focusWithoutScroll(main);
    const observer = new MutationObserver(() => {
      const shown = main.querySelector('h1');
      if (!shown) return;
      observer.disconnect();
      if (document.activeElement === main) focusWithoutScroll(shown);
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, key, mainRef]);
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Not a navigation: the router would take the hash for a new entry.
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The first focusable element of every layout: past the header and menus to the page itself. */
export function SkipLink() {
  const { t } = useTexts(SKIP_TEXTS);
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-xl focus:bg-teal-300 focus:px-4 focus:py-3 focus:font-semibold focus:text-slate-950 focus:outline-none focus:ring-2 focus:ring-white"
    >
      {t('ui.skipToContent')}
    </a>
  );
}
