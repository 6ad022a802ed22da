import { isMainScript, REPO_ROOT, reportProblems } from './check-report.mjs';
import { importsOf, valueImportsOf } from './relative-imports.mjs';
import { sourceFiles } from './source-files.mjs';

const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const APP = `${WEB}/app`;
/** The layers below both the features and the app shell. */
const SHARED_BELOW = ['api', 'components', 'i18n', 'lib'].map((layer) => `${WEB}/${layer}`);
/**
 * A feature split into areas (the operator console): its `kit/` folder holds what the areas share (the shell, the API
 * client, shared components and texts), and each other folder under it is an area. An area imports its own files, the
 * kit and the shared layers, never another area; the kit imports no area (app/ puts the areas in the shell's routes).
 */
const KIT = 'kit';

/** Where a file sits: its feature and, in a feature split into areas, its area (the kit for a file beside them). */
function placeOf(file, families) {
  const feature = areaOf(file, FEATURES);
  if (feature === undefined || !families.has(feature)) return { feature };
  return { feature, area: areaOf(file, `${FEATURES}/${feature}`) ?? KIT };
}

/** The features split into areas: those with a `kit/` folder. */
function familiesIn(files) {
  const families = new Set();
  for (const file of files) {
    const feature = areaOf(file, FEATURES);
    if (feature !== undefined && areaOf(file, `${FEATURES}/${feature}`) === KIT) families.add(feature);
  }
  return families;
}

/** Why a file at `from` may not import one at `to`, or undefined when it may. */
function crossing(from, to) {
  if (to.feature === undefined || from.feature === undefined) return undefined;
  if (from.feature !== to.feature) {
    return `the ${from.feature} feature imports ${to.feature}; a feature imports its own files and the shared layers (components/, api/, lib/, i18n/, test/), never another feature: move what two features share out of features/`;
  }
  if (from.area === to.area || to.area === KIT) return undefined;
  const family = `features/${from.feature}`;
  return from.area === KIT
    ? `the kit of ${family} imports the ${to.area} area; the areas import ${family}/${KIT}/ (their shared pieces), never the other way round`
    : `the ${from.area} area of ${family} imports the ${to.area} area; an area imports its own files, ${family}/${KIT}/ and the shared layers, never another area: move what two areas share to ${family}/${KIT}/`;
}

/**
 * The languages' lists (i18n/locales/es-areas.ts) register each area's translations (`features/withdrawals/texts.es.ts`)
 * by name: the one import from a shared layer into the areas, allowed because a translation holds only strings and
 * imports only types, so the language's chunk gains no area's code.
 */
const LANGUAGE_LISTS = `${WEB}/i18n/locales`;
const TRANSLATION = /texts\.(es|hi)(\.ts)?$/;

/** Test data and helpers shared by test files (`deposits-test-kit.ts`). */
const TEST_KIT = /-test-kit\.tsx?$/;

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
  const files = sourceFiles(root, WEB);
  const families = familiesIn(files);
  for (const file of files) {
    const place = placeOf(file, families);
    const { feature } = place;
    if (within(file, FEATURES) && TEST_KIT.test(file)) {
      violations.push(
        `${file} is a test kit in a feature: test kits live in ${WEB}/test, where the tests of every feature and of app/ reach them`,
      );
    }
    const shared = SHARED_BELOW.find((layer) => within(file, layer));
    if (TRANSLATION.test(file)) {
      for (const specifier of valueImportsOf(root, file)) {
        report(file, specifier, 'a translation imports only types: the languages load it into a chunk of their own');
      }
    }
    for (const { specifier, target } of importsOf(root, file)) {
      const rule = crossing(place, placeOf(target, families));
      if (rule) {
        report(file, specifier, rule);
      } else if (feature !== undefined && within(target, APP)) {
        report(
          file,
          specifier,
          'a feature never imports the app shell (app/ imports features, not the other way round)',
        );
      } else if (
        shared !== undefined &&
        (within(target, FEATURES) || within(target, APP)) &&
        !(within(file, LANGUAGE_LISTS) && TRANSLATION.test(target))
      ) {
        report(file, specifier, 'the shared layers sit below the features and the app shell, so they import neither');
      }
    }
  }
  return violations;
}

/** Every broken seam under `root`, one message each; empty when the tree keeps them all. */
export function checkBoundaries(root) {
  return webViolations(root);
}

if (isMainScript(import.meta.url)) {
  reportProblems(
    checkBoundaries(REPO_ROOT),
    (count) => `${count} import(s) cross a seam (scripts/check-boundaries.mjs).`,
  );
}
