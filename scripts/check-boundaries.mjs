// The seams between areas, checked from the import statements themselves: a per-feature lint override had to be
// written by hand for every new feature, and the ones nobody wrote let cross-feature imports through.
import { isMainScript, REPO_ROOT, reportProblems } from './check-report.mjs';
import { importsOf, packageImportsOf, valueImportsOf } from './relative-imports.mjs';
import { sourceFiles } from './source-files.mjs';

/**
 * The two apps (docs/decisions/038-console-app.md): each has features (the members' app's areas, the console's
 * areas) over shared layers of its own, and both stand on the kit (packages/web-kit), which they import by its
 * package name. A feature imports its own files and the shared layers, never another feature nor the app shell.
 */
const APPS = [
  { src: 'apps/web/src', shared: ['api', 'components', 'i18n', 'lib'] },
  { src: 'apps/console/src', shared: ['kit', 'i18n'] },
];
const KIT_SRC = 'packages/web-kit/src';
const APP_PACKAGES = /^@app\/(web|console)(\/|$)/;

/** Test data and helpers shared by test files (`deposits-test-kit.ts`). */
const TEST_KIT = /-test-kit\.tsx?$/;
const TRANSLATION = /texts\.(es|hi)(\.ts)?$/;

const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
/** The first folder under `dir` that holds `file`, or undefined when `file` lies elsewhere or directly in `dir`. */
function areaOf(file, dir) {
  if (!file.startsWith(`${dir}/`)) return undefined;
  const rest = file.slice(dir.length + 1).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

function appViolations(root, { src, shared }, report) {
  const features = `${src}/features`;
  const shell = `${src}/app`;
  const sharedLayers = shared.map((layer) => `${src}/${layer}`);
  // The languages' lists register each area's translations by name: the one import from a shared layer into the
  // features, allowed because a translation holds only strings and imports only types.
  const languageLists = `${src}/i18n/locales`;
  for (const file of sourceFiles(root, src)) {
    const feature = areaOf(file, features);
    if (feature !== undefined && TEST_KIT.test(file)) {
      report(
        file,
        undefined,
        `a test kit in a feature: test kits live in ${src}/test, where the tests of every feature and of app/ reach them`,
      );
    }
    if (TRANSLATION.test(file)) {
      for (const specifier of valueImportsOf(root, file)) {
        report(file, specifier, 'a translation imports only types: the languages load it into a chunk of their own');
      }
    }
    const layer = sharedLayers.find((dir) => within(file, dir));
    for (const { specifier, target } of importsOf(root, file)) {
      const targetFeature = areaOf(target, features);
      if (!within(target, src)) {
        report(
          file,
          specifier,
          `an app imports its own files and the kit (@app/web-kit/...), never another app's files`,
        );
      } else if (feature !== undefined && targetFeature !== undefined && feature !== targetFeature) {
        report(
          file,
          specifier,
          `the ${feature} feature imports ${targetFeature}; a feature imports its own files and the shared layers (${shared.join('/, ')}/, test/) and the kit, never another feature: move what two features share to a shared layer`,
        );
      } else if (feature !== undefined && within(target, shell)) {
        report(
          file,
          specifier,
          'a feature never imports the app shell (app/ imports features, not the other way round)',
        );
      } else if (
        layer !== undefined &&
        (targetFeature !== undefined || within(target, shell)) &&
        !(within(file, languageLists) && TRANSLATION.test(target))
      ) {
        report(file, specifier, 'the shared layers sit below the features and the app shell, so they import neither');
      }
    }
  }
}

function kitViolations(root, report) {
  for (const file of sourceFiles(root, KIT_SRC)) {
    for (const { specifier, target } of importsOf(root, file)) {
      if (!within(target, KIT_SRC)) report(file, specifier, 'the kit stands below both apps: it imports no app');
    }
    for (const specifier of packageImportsOf(root, file)) {
      if (APP_PACKAGES.test(specifier)) report(file, specifier, 'the kit stands below both apps: it imports no app');
    }
  }
}

/** Every broken seam under `root`, one message each; empty when the tree keeps them all. */
export function checkBoundaries(root) {
  const violations = [];
  const report = (file, specifier, rule) =>
    violations.push(specifier === undefined ? `${file} is ${rule}` : `${file} imports '${specifier}': ${rule}`);
  for (const app of APPS) appViolations(root, app, report);
  kitViolations(root, report);
  return violations;
}

if (isMainScript(import.meta.url)) {
  reportProblems(
    checkBoundaries(REPO_ROOT),
    (count) => `${count} import(s) cross a seam (scripts/check-boundaries.mjs).`,
  );
}
