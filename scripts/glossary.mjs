// The glossary at the end of ARCHITECTURE.md: each path of the contract's route table, its key, the API module that
// serves it and the web feature (or shared layer) that calls it, read from the code so that the table cannot drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files.mjs';

const MODULES = 'apps/api/src/modules';
const WEB = 'apps/web/src';
const CONSOLE = 'apps/console/src';
const KIT = 'packages/web-kit/src';
const isTest = (file) => /\.test\.|\/test\//.test(file);

/** Which areas' files name `routes.<key>` (or `adminRoutes.<key>`), by `areaOf` each file. */
function areasNaming(files, key, areaOf) {
  const pattern = new RegExp(`\\b\\w*[Rr]outes\\.${key}\\b`);
  const areas = new Set(files.filter((file) => pattern.test(file.text)).map((file) => areaOf(file.path)));
  return [...areas].sort().join(', ') || '-';
}

function read(root, dir) {
  return sourceFiles(root, dir)
    .filter((file) => !isTest(file))
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }));
}

const apiArea = (file) => file.slice(MODULES.length + 1).split('/')[0];
/**
 * The web's area of a file: a feature of the members' app (or its shared layer, `lib/`), an area of the console
 * (`console/deposits`, `console/kit`), or a layer of the kit both apps share (`kit/api/`).
 */
function webArea(file) {
  if (file.startsWith(`${CONSOLE}/`)) {
    const rest = file.slice(CONSOLE.length + 1).split('/');
    return rest[0] === 'features' ? `console/${rest[1]}` : `console/${rest[0]}`;
  }
  if (file.startsWith(`${KIT}/`)) return `kit/${file.slice(KIT.length + 1).split('/')[0]}/`;
  const rest = file.slice(WEB.length + 1).split('/');
  return rest[0] === 'features' ? rest[1] : `${rest[0]}/`;
}

/** The glossary's rows, one per route of `routes` (the contract's table), as Markdown table lines. */
export function glossaryRows(root, routes) {
  const api = read(root, MODULES);
  const web = [WEB, CONSOLE, KIT].flatMap((dir) => read(root, dir));
  return Object.entries(routes).map(([key, route]) => {
    const paths = [route, route.member, route.vendor]
      .filter((each) => each?.path)
      .map((each) => `\`${each.method} ${each.path}\``)
      .join('<br>');
    return `| ${paths} | \`${key}\` | ${areasNaming(api, key, apiArea)} | ${areasNaming(web, key, webArea)} |`;
  });
}

/** The glossary's rows as ARCHITECTURE.md has them (the table after its header line). */
export function documentedRows(markdown) {
  const start = markdown.indexOf('| path | contract key | API module | web |');
  if (start < 0) return [];
  return markdown
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((line) => line.startsWith('|'));
}
