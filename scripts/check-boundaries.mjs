// The seams between areas, checked from the import statements themselves: a per-feature lint override had to be
// written by hand for every new feature, and the ones nobody wrote let cross-feature imports through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const APP = `${WEB}/app`;
/** The layers below both the features and the app shell. */
const SHARED_BELOW = ['api', 'components', 'lib'].map((layer) => `${WEB}/${layer}`);
const MODULES = 'apps/api/src/modules';
/**
 * A family of features over one shared feature: the operator console's areas (`console-deposits`, `console-members`,
 * ...) each import the console's shell, API client and shared components from `console` as well as the shared layers,
 * and nothing of one another; `console` imports none of them (app/ puts the areas in the shell's routes).
 */
const FAMILIES = [{ shared: 'console', prefix: 'console-' }];
const familyOf = (feature) => FAMILIES.find(({ shared, prefix }) => feature === shared || feature.startsWith(prefix));

/** Why `feature` may not import `other`, or undefined when it may. */
function crossing(feature, other) {
  const family = familyOf(feature);
  if (family !== undefined && family === familyOf(other)) {
    if (other === family.shared) return undefined;
    return feature === family.shared
      ? `the ${feature} feature imports ${other}; ${other} and the other ${family.prefix}* areas import ${feature} (their shared pieces), never the other way round`
      : `the ${feature} feature imports ${other}; an area of ${family.shared} imports its own files, features/${family.shared}/ and the shared layers, never another area: move what two areas share to features/${family.shared}/`;
  }
  return `the ${feature} feature imports ${other}; a feature imports its own files and the shared layers (components/, api/, lib/, i18n/, test/), never another feature: move what two features share out of features/`;
}

/** Test data and helpers shared by test files (`deposits-test-kit.ts`). */
const TEST_KIT = /-test-kit\.tsx?$/;

/** Every relative specifier the file imports, re-exports or loads lazily, resolved to a path from the root. */
function importsOf(root, file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({
      specifier,
      target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
    }));
}

const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
/** The first folder under `dir` that holds `file`, or undefined when `file` lies elsewhere or directly in `dir`. */
function areaOf(file, dir) {
  if (!file.startsWith(`${dir}/`)) return undefined;
  const rest = file.slice(dir.length + 1).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

function webViolations(root) {
  const violations = [];
  const report = (file, specifier, rule) => violations.push(`${file} imports '${specifier}': ${rule}`);
  for (const file of sourceFiles(root, WEB)) {
    const feature = areaOf(file, FEATURES);
    if (within(file, FEATURES) && TEST_KIT.test(file)) {
      violations.push(
        `${file} is a test kit in a feature: test kits live in ${WEB}/test, where the tests of every feature and of app/ reach them`,
      );
    }
    const shared = SHARED_BELOW.find((layer) => within(file, layer));
    for (const { specifier, target } of importsOf(root, file)) {
      const other = areaOf(target, FEATURES);
      const rule = feature !== undefined && other !== undefined && other !== feature && crossing(feature, other);
      if (rule) {
        report(file, specifier, rule);
      } else if (feature !== undefined && within(target, APP)) {
        report(
          file,
          specifier,
          'a feature never imports the app shell (app/ imports features, not the other way round)',
        );
      } else if (shared !== undefined && (within(target, FEATURES) || within(target, APP))) {
        report(file, specifier, 'the shared layers sit below the features and the app shell, so they import neither');
      }
    }
  }
  return violations;
}

function moduleViolations(root) {
  /** `from -> to -> files of from that import to` */
  const edges = new Map();
  for (const file of sourceFiles(root, MODULES)) {
    const from = areaOf(file, MODULES);
    if (from === undefined) continue;
    for (const { target } of importsOf(root, file)) {
      const to = areaOf(target, MODULES);
      if (to === undefined || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const files = edges.get(from).get(to) ?? new Set();
      files.add(file);
      edges.get(from).set(to, files);
    }
  }
  const violations = [];
  for (const [from, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [to, files] of [...targets].sort(([a], [b]) => a.localeCompare(b))) {
      const back = edges.get(to)?.get(from);
      if (back === undefined || from > to) continue;
      violations.push(
        `the API modules ${from} and ${to} depend on each other: move the shared piece to the module that owns it or to a lower layer (lib/, ledger/, db/), or pass it in\n` +
          `  ${from} -> ${to}: ${[...files].sort().join(', ')}\n` +
          `  ${to} -> ${from}: ${[...back].sort().join(', ')}`,
      );
    }
  }
  return violations;
}

/** Every broken seam under `root`, one message each; empty when the tree keeps them all. */
export function checkBoundaries(root) {
  return [...webViolations(root), ...moduleViolations(root)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const violations = checkBoundaries(root);
  for (const violation of violations) console.error(violation);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a seam (scripts/check-boundaries.mjs).`);
    process.exit(1);
  }
}
