import { type RefObject, useLayoutEffect, useRef } from 'react';
import { type Location, ScrollRestoration, useLocation, useNavigationType } from 'react-router';

// This page load's own mark: a position saved by an earlier load of the tab is never applied to it.
const LOAD_ID = Math.random().toString(36).slice(2);
// The history entry the browser loaded (react-router keeps its key in history.state; a first visit has none).
const LOADED_ENTRY: unknown = typeof window === 'undefined' ? undefined : window.history.state?.key;

/**
 * The scroll position's key. A full page load (a typed address, a link from elsewhere, a reload) opens at the
 * top: the entry it loaded, and react-router's "default" first entry, are keyed by this load alone, so a position
 * an earlier load saved under the same key is not restored. Back and forward within the app restore positions.
 */
export function scrollKey(location: Pick<Location, 'key'>): string {
  return isLoadedEntry(location.key) ? `${location.key}@${LOAD_ID}` : location.key;
}

/** The location the browser loaded (a first visit, a typed address, a reload), not one a navigation made. */
export function isLoadedEntry(key: string): boolean {
  return key === 'default' || key === LOADED_ENTRY;
}

const getKey = (location: Location) => scrollKey(location);

// Whether this page load's position was taken already: the layouts each hold a PageScroll, so one mounts again
// whenever a navigation changes layout, and only the first mount of a load is the app taking the page over.
let loadedPositionTaken = false;

/**
 * Where the visitor already is on the page the browser loaded, read before ScrollRestoration's effects run (a
 * sibling's layout effects run in order): a prerendered page can be scrolled before its script has arrived, and
 * ScrollRestoration puts the loaded entry at the top when it takes over.
 */
function LoadedPosition({ kept }: { kept: RefObject<number | null> }) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (loadedPositionTaken || !isLoadedEntry(key)) return;
    loadedPositionTaken = true;
    kept.current = window.scrollY;
  }, [kept, key]);
  return null;
}

// Where the visitor was on each history entry of this load, as they scrolled it.
const positions = new Map<string, number>();
/** How long going back may wait for a page to grow to the position it was left at. */
export const REACH_WAIT_MS = 2000;
const REACH_POLL_MS = 50;

/**
 * Back or forward to a page whose last part comes a moment after its first render: ScrollRestoration restores
 * while the page is still shorter, and the browser stops at its foot. The position is reached once the page is
 * long enough, within REACH_WAIT_MS, unless the visitor scrolls or types first.
 */
function useReachRestoredPosition() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);
  // A layout effect: attached and detached with the entry's commit, so a scroll the next page causes is its own.
  useLayoutEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);
  useLayoutEffect(() => {
    const target = positions.get(key);
    if (navigationType !== 'POP' || target === undefined || window.scrollY >= target - 1) return;
    const started = Date.now();
    const stop = () => {
      window.clearInterval(timer);
      for (const event of ['wheel', 'touchstart', 'keydown']) window.removeEventListener(event, stop);
    };
    const timer = window.setInterval(() => {
      if (document.documentElement.scrollHeight - window.innerHeight >= target) {
        window.scrollTo(0, target);
        stop();
      } else if (Date.now() - started > REACH_WAIT_MS) stop();
    }, REACH_POLL_MS);
    for (const event of ['wheel', 'touchstart', 'keydown']) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [key, navigationType]);
}

/**
 * Every path change opens at the top of the page; back and forward return where the visitor was. The page the
 * browser loaded stays where the visitor has scrolled it to by the time the app takes over (the top, unless they
 * scrolled a prerendered page meanwhile).
 */
export function PageScroll() {
  const kept = useRef<number | null>(null);
  useReachRestoredPosition();
  // A parent's layout effect runs after its children's: ScrollRestoration has reset the position by now.
  useLayoutEffect(() => {
    if (kept.current) window.scrollTo(0, kept.current);
  }, []);
  return (
    <>
      <LoadedPosition kept={kept} />
      <ScrollRestoration getKey={getKey} />
    </>
  );
}
