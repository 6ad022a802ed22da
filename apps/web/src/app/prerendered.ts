import type { DehydratedState } from '@tanstack/react-query';

// What the prerender leaves in a page for the browser (app/prerender.tsx writes it, mount.tsx reads it): the path it
// was rendered for, its loaders' data and the queries it rendered with, so hydration renders exactly the markup
// already there (decision 018).

export const PRERENDERED_DATA_ID = 'prerendered-data';

export interface PrerenderedData {
  path: string;
  loaderData: Record<string, unknown>;
  /** A member page's loading state (app/prerender.tsx PRERENDERED_SHELLS): rendered over, never hydrated. */
  shell?: boolean;
  /**
   * The queries the server rendered with (the company, the packages on sale), dehydrated: the browser starts from
   * them. Absent on a page the build rendered without the server's data, which the browser then renders afresh.
   */
  queries?: DehydratedState;
}

/** A rendered page: its markup and what the browser needs to hydrate it. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  data: PrerenderedData;
  /** 404 for a page an operator unpublished: the markup is the 404 page (docs/product.md#site). */
  status: 200 | 404;
}

/** A guard's answer (null) is left out: the browser asks the guard again, so a signed-in member is sent on. */
export function prerenderedLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(loaderData).filter(([, data]) => data !== null && data !== undefined));
}

/** The `<script type="application/json">` the prerender writes; a data block, never run. */
export function prerenderedDataScript(data: PrerenderedData): string {
  // `<` escaped, so no text in the data can close the script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_DATA_ID}">${json}</script>`;
}

export function readPrerenderedData(): PrerenderedData | null {
  const text = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedData;
  } catch {
    return null;
  }
}
