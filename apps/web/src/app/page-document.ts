import { type PrerenderedPage, prerenderedDataScript } from './prerendered';

// A rendered page put into the built index.html, by the build (prerender-plugin.ts) and by the API at request time
// (decision 018): the same document either way.

const ROOT_ELEMENT = '<div id="root"></div>';
// React puts a page's <title> ahead of the markup when it renders less than a whole document.
const LEADING_TITLE = /^<title>[^<]*<\/title>/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/** The page's title goes where the shell's is (React takes that element over once running). */
export function pageDocument(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const title = LEADING_TITLE.exec(page.html)?.[0];
  const markup = title ? page.html.slice(title.length) : page.html;
  const withTitle = title ? template.replace(TEMPLATE_TITLE, () => title) : template;
  return withTitle.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${prerenderedDataScript(page.data)}`);
}
