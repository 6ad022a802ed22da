// React's server render wraps each Suspense boundary it rendered whole in `<!--$-->` … `<!--/$-->`. The browser build
// hydrates with Preact (docs/decisions/039-first-render-bytes.md), which keeps the markup of a part still loading
// (a lazy component's chunk on its way) only between its own markers, `<!--$s-->` … `<!--/$s-->`: with React's it
// kept the first node and rendered the part anew beside it, a log-in form shown twice. The markers are comments no
// text or attribute can hold (React escapes `<` in both), so renaming them changes nothing else in the markup.
const REACT_BOUNDARY_START = '<!--$-->';
const REACT_BOUNDARY_END = '<!--/$-->';

/** The markup with React's completed Suspense boundaries marked as Preact's hydration reads them. */
export function withPreactBoundaries(html: string): string {
  return html.replaceAll(REACT_BOUNDARY_START, '<!--$s-->').replaceAll(REACT_BOUNDARY_END, '<!--/$s-->');
}
