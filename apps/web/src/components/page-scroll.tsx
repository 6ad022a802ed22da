import { type Location, ScrollRestoration } from 'react-router';

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

/** Every path change opens at the top of the page; back and forward return where the visitor was. */
export function PageScroll() {
  return <ScrollRestoration getKey={getKey} />;
}
