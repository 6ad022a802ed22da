import { isMainScript, REPO_ROOT, reportProblems } from './check-report.mjs';
import { importsOf } from './relative-imports.mjs';
import { sourceFiles } from './source-files.mjs';

const API = 'apps/api/src';
const MODULES = 'modules';
/** More than this many other modules importing one module makes it what everything leans on. */
export const MODULE_FAN_IN_LIMIT = 10;

/**
 * The folder of the API a file counts in: each module (`modules/<name>`) on its own, else the folder at the top of
 * src/ (a file there, such as context.ts, is its own); undefined outside the API.
 */
function folderOf(file) {
  if (!file.startsWith(`${API}/`)) return undefined;
  const parts = file.slice(API.length + 1).split('/');
  if (parts[0] === MODULES && parts.length > 2) return `${MODULES}/${parts[1]}`;
  return parts[0].replace(/\.[cm]?[jt]sx?$/, '');
}

const isModule = (folder) => folder.startsWith(`${MODULES}/`);
const byName = (a, b) => a.localeCompare(b);

/** The API's folders and `from -> to -> files of from that import to`. */
export function apiFolderGraph(root) {
  const folders = new Set();
  const edges = new Map();
  for (const file of sourceFiles(root, API)) {
    const from = folderOf(file);
    folders.add(from);
    for (const { target } of importsOf(root, file)) {
      const to = folderOf(target);
      if (to === undefined || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const files = edges.get(from).get(to) ?? new Set();
      files.add(file);
      edges.get(from).set(to, files);
    }
  }
  return { folders: [...folders].sort(byName), edges };
}

/** The groups of two or more folders that reach each other (Tarjan's strongly connected components). */
function cyclesOf({ folders, edges }) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (folder) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder));
    stack.push(folder);
    onStack.add(folder);
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(folder, Math.min(low.get(folder), index.get(next)));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = [];
    for (let member = stack.pop(); ; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === folder) break;
    }
    if (group.length > 1) groups.push(group.sort(byName));
  };
  for (const folder of folders) if (!index.has(folder)) visit(folder);
  return groups.sort((a, b) => byName(a[0], b[0]));
}

/** For each module, the other modules that import it and the files that do. */
function importersOf({ folders, edges }) {
  const importers = new Map(folders.filter(isModule).map((folder) => [folder, new Map()]));
  for (const [from, targets] of edges) {
    if (!isModule(from)) continue;
    for (const [to, files] of targets) if (isModule(to)) importers.get(to)?.set(from, files);
  }
  return importers;
}

const listed = (names) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);
const fileList = (files) => [...files].sort(byName).join(', ');

/** Every folder cycle and every module over the fan-in limit under `root`, one message each; empty when none. */
export function checkApiFolders(root) {
  const graph = apiFolderGraph(root);
  const violations = cyclesOf(graph).map((group) => {
    const inGroup = new Set(group);
    const lines = group.flatMap((from) =>
      [...(graph.edges.get(from) ?? [])]
        .filter(([to]) => inGroup.has(to))
        .sort(([a], [b]) => byName(a, b))
        .map(([to, files]) => `  ${from} -> ${to}: ${fileList(files)}`),
    );
    return (
      `the API folders ${listed(group)} import each other, directly or through others: a folder imports only folders below it, so move the piece they share down (to core/, lib/ or db/, or to the module that owns it), or have app.ts hand it in\n` +
      lines.join('\n')
    );
  });
  for (const [module, importers] of importersOf(graph)) {
    if (importers.size <= MODULE_FAN_IN_LIMIT) continue;
    const lines = [...importers]
      .sort(([a], [b]) => byName(a, b))
      .map(([from, files]) => `  ${from}: ${fileList(files)}`);
    violations.push(
      `the API module ${module} is imported by ${importers.size} other modules, more than ${MODULE_FAN_IN_LIMIT}: what they all need of it belongs in core/\n` +
        lines.join('\n'),
    );
  }
  return violations;
}

/** The figures of the API's folder graph: folders, module-to-module import pairs, and each module's importers. */
export function apiFolderCounts(root) {
  const graph = apiFolderGraph(root);
  const fanIn = [...importersOf(graph)]
    .map(([module, importers]) => [module, importers.size])
    .sort(([a, m], [b, n]) => n - m || byName(a, b));
  return {
    folders: graph.folders.length,
    modulePairs: fanIn.reduce((sum, [, count]) => sum + count, 0),
    fanIn,
  };
}

if (isMainScript(import.meta.url)) {
  if (process.argv.includes('--counts')) {
    const { folders, modulePairs, fanIn } = apiFolderCounts(REPO_ROOT);
    console.log(`API folders (each module one, a file at the top of src/ its own): ${folders}`);
    console.log(`module-to-module import pairs: ${modulePairs}`);
    console.log(`modules importing each module (at most ${MODULE_FAN_IN_LIMIT}):`);
    for (const [module, count] of fanIn) console.log(`  ${module} ${count}`);
  }
  reportProblems(
    checkApiFolders(REPO_ROOT),
    (count) => `${count} problem(s) in the API's folder graph (scripts/check-api-folders.mjs).`,
  );
}
