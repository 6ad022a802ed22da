import type { Alias } from 'vite';

/**
 * The browser build runs on Preact's React compatibility layer instead of react-dom (docs/decisions/
 * 039-first-render-bytes.md): react-dom alone was ~67 KB of the ~115 KB gzip entry every page loads before it can
 * render. Only that build: the development server, the unit tests and the Node render of the prerendered pages
 * (prerender-plugin.ts, whose markup the browser hydrates) stay on React, whose types the code is checked against.
 * Exact names only, so `react-dom/static` (the Node render's) can never be rewritten to a path Preact lacks.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Tells the shared code it runs on Preact (the kit's DocumentTitle), in the same build only. */
export const preactDefine = { 'import.meta.env.VITE_PREACT': 'true' };
