// Every screen in English, Spanish and Hindi (docs/product.md#languages, docs/decisions/017-translations.md),
// checked from the source: text a visitor reads may not sit as a literal in JSX, where no translation reaches it,
// and every dictionary a screen shows must have its Spanish and Hindi, with exactly the English keys.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isMainScript, REPO_ROOT, reportProblems } from './check-report.mjs';
import { sourceFiles } from './source-files.mjs';

/** The two apps and the kit they share (docs/decisions/038-console-app.md): each registers its own translations. */
const SOURCES = ['apps/web/src', 'apps/console/src', 'packages/web-kit/src'];
const KIT_SRC = 'packages/web-kit/src';

/** A specifier as a path from the root: relative to the file, or a file of the kit by its package name. */
function pathOf(file, specifier) {
  if (specifier.startsWith('@app/web-kit/')) return `${KIT_SRC}/${specifier.slice('@app/web-kit/'.length)}.ts`;
  return specifier.startsWith('.')
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), `${specifier}.ts`))
    : undefined;
}

/** Words and signs every language shows as they are (docs/product.md#languages). */
export const ALLOWED = new Set([
  'USDT',
  'BEP-20',
  'BNB Smart Chain',
  'BscScan',
  'OTP',
  'UID',
  'QR',
  'API',
  'Google Authenticator',
  'Authy',
  '1Password',
  'A',
  'B',
  'C',
  'PDF',
  'CSV',
  'JSON',
  'YYYY-MM-DD',
]);

/** The attributes whose string a visitor reads or hears. */
export const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'heading']);
/** A component's own props named for a label (`loadingLabel`, `emptyLabel`) are read or heard too. */
const isTextAttribute = (name) => TEXT_ATTRIBUTES.has(name) || /[a-z]Label$/.test(name);

/** The string literals an expression shows as it is: itself, or either branch of a condition (`ok ? 'A' : 'B'`). */
function shownLiterals(expression) {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) {
    // `a && 'text'`, `a ?? 'text'`: the right side is what shows.
    return shownLiterals(expression.right);
  }
  return [];
}

const LETTER = /\p{L}/u;

/** True when `text` has letters that are not all allow-listed words and signs. */
export function needsTranslation(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!LETTER.test(trimmed)) return false;
  if (ALLOWED.has(trimmed)) return false;
  // A line made of allowed terms and signs only ("USDT (BEP-20)", "0x…").
  let rest = trimmed;
  for (const term of [...ALLOWED].sort((a, b) => b.length - a.length)) rest = rest.split(term).join(' ');
  rest = rest.replace(/\b0x\b/g, ' ');
  return LETTER.test(rest);
}

const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Literal texts in the JSX of one file: `file:line: text`, one each. */
export function literalTexts(file, code) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    if (ts.isJsxText(node) && needsTranslation(node.text)) {
      found.push(`${file}:${lineOf(source, node)}: text "${node.text.replace(/\s+/g, ' ').trim()}"`);
    } else if (ts.isJsxAttribute(node) && isTextAttribute(node.name.getText(source))) {
      const value = node.initializer;
      const literals = value && ts.isJsxExpression(value) ? shownLiterals(value.expression) : shownLiterals(value);
      for (const literal of literals.filter((each) => needsTranslation(each.text))) {
        found.push(`${file}:${lineOf(source, node)}: ${node.name.getText(source)}="${literal.text}"`);
      }
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of shownLiterals(node.expression).filter((each) => needsTranslation(each.text))) {
        found.push(`${file}:${lineOf(source, node)}: text "${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The keys of `const name = {...}` (optionally `as const`) in a file's code, or undefined when it has none. */
export function keysOfObject(code, name) {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let keys;
  const visit = (node) => {
    if (keys) return;
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer) {
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) {
        keys = value.properties
          .filter((property) => ts.isPropertyAssignment(property))
          .map((property) => (ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(source)));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

/** Each name a file imports by name, with the specifier it comes from. */
function namedImports(source) {
  const importedFrom = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) importedFrom.set(element.name.text, statement.moduleSpecifier.text);
  }
  return importedFrom;
}

/**
 * The English dictionaries a file shows texts of, `useTexts(X)` or `textOf(X, key)`: each with the file that declares
 * it (the file itself for one declared there), for the check that every language translates it.
 */
export function dictionariesShown(file, code) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const importedFrom = namedImports(source);
  const found = [];
  const visit = (node) => {
    const [first] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      first &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'useTexts' || node.expression.text === 'textOf') &&
      ts.isIdentifier(first)
    ) {
      const specifier = importedFrom.get(first.text);
      if (specifier === undefined && keysOfObject(code, first.text)) {
        found.push({ name: first.text, englishFile: file });
      } else if (specifier !== undefined && pathOf(file, specifier)) {
        found.push({ name: first.text, englishFile: pathOf(file, specifier) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Each translated dictionary of a file: `const X: TextsOf<typeof ENGLISH> = {...}` (or the entry texts' `UiTexts`),
 * with the file and name of the English it translates, from the file's imports.
 */
export function translatedDictionaries(file, code) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const importedFrom = namedImports(source);
  const found = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.type && ts.isTypeReferenceNode(node.type)) {
      const typeName = node.type.typeName.getText(source);
      let english;
      if (typeName === 'TextsOf' && node.type.typeArguments?.[0] && ts.isTypeQueryNode(node.type.typeArguments[0])) {
        english = node.type.typeArguments[0].exprName.getText(source);
      } else if (typeName === 'UiTexts') {
        english = 'EN';
      }
      const specifier = importedFrom.get(english === 'EN' ? 'UiTexts' : english);
      if (english && specifier && pathOf(file, specifier)) {
        found.push({ name: node.name.getText(source), english, englishFile: pathOf(file, specifier) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names a file's `export const TRANSLATIONS = [...]` lists, or undefined when it has none. */
export function listedTranslations(code) {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== 'TRANSLATIONS' || !declaration.initializer) continue;
      let value = declaration.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) {
        return value.elements.filter((element) => ts.isIdentifier(element)).map((element) => element.text);
      }
    }
  }
  return undefined;
}

/** A key in one list and not the other, both ways, one message each. */
export function keyDifferences(label, englishKeys, translatedKeys) {
  const english = new Set(englishKeys);
  const translated = new Set(translatedKeys);
  return [
    ...englishKeys.filter((key) => !translated.has(key)).map((key) => `${label}: "${key}" is in English only`),
    ...translatedKeys.filter((key) => !english.has(key)).map((key) => `${label}: "${key}" is not in English`),
  ];
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || SOURCES.some((src) => file.startsWith(`${src}/test/`));

const LANGUAGES = { es: 'Spanish', hi: 'Hindi' };
/**
 * A language's translations of the areas' dictionaries sit beside their English, in files named for it
 * (`features/withdrawals/texts.es.ts`): the language's chunk (i18n/locales/es.ts) loads the files its list
 * (i18n/locales/es-areas.ts) registers, and of each the dictionaries its TRANSLATIONS lists.
 */
const isTranslationFile = (file, locale) => file.endsWith(`texts.${locale}.ts`);
const withoutExtension = (file) => file.replace(/\.tsx?$/, '');
const registryOf = (src, locale) => `${src}/i18n/locales/${locale}-areas.ts`;

/** The files a language's list registers (its relative imports and re-exports), as paths from the root. */
export function registeredFiles(registry, code) {
  return ts
    .preProcessFile(code, true, false)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => `${path.posix.normalize(path.posix.join(path.posix.dirname(registry), specifier))}.ts`);
}

/** A translation file of the language its list leaves out (the chunk would never load it), and a listed file not one. */
function registrationProblems(src, files, read, locale, language) {
  const registry = registryOf(src, locale);
  const registered = new Set(files.includes(registry) ? registeredFiles(registry, read(registry)) : []);
  const translationFiles = files.filter((file) => file.startsWith(`${src}/`) && isTranslationFile(file, locale));
  return [
    ...translationFiles
      .filter((file) => !registered.has(file))
      .map((file) => `${file} is not registered in ${registry}, so the ${language} chunk never loads it`),
    ...[...registered]
      .filter((file) => !isTranslationFile(file, locale))
      .map((file) => `${registry} registers ${file}, which is no *texts.${locale}.ts file`),
  ];
}

export function checkTranslations(root) {
  const problems = [];
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const files = SOURCES.flatMap((src) => sourceFiles(root, src));
  const shown = new Map();
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || isTest(file)) continue;
    if (file.endsWith('.tsx')) problems.push(...literalTexts(file, read(file)));
    for (const dictionary of dictionariesShown(file, read(file))) {
      shown.set(`${withoutExtension(dictionary.englishFile)} ${dictionary.name}`, dictionary);
    }
  }
  for (const [locale, language] of Object.entries(LANGUAGES)) {
    for (const src of SOURCES) problems.push(...registrationProblems(src, files, read, locale, language));
    const translated = new Set();
    // The entry texts (the header, menus, log-in) are the kit's language file's own, not an area's file.
    const entries = SOURCES.map((src) => `${src}/i18n/locales/${locale}.ts`).filter((file) => files.includes(file));
    for (const file of [...entries, ...files.filter((each) => isTranslationFile(each, locale))]) {
      const listed = entries.includes(file) ? undefined : (listedTranslations(read(file)) ?? []);
      for (const { name, english, englishFile } of translatedDictionaries(file, read(file))) {
        if (listed && !listed.includes(name)) {
          problems.push(`${file}: ${name} is not in its TRANSLATIONS, so the ${language} chunk never loads it`);
          continue;
        }
        translated.add(`${withoutExtension(englishFile)} ${english}`);
        let englishKeys;
        // The English may sit in a .ts dictionary or in the .tsx component that uses it.
        for (const candidate of [englishFile, englishFile.replace(/\.ts$/, '.tsx')]) {
          try {
            englishKeys = keysOfObject(read(candidate), english);
            break;
          } catch {
            englishKeys = undefined;
          }
        }
        if (!englishKeys) {
          problems.push(`${file}: ${name} translates ${english}, not found as an object in ${englishFile}`);
          continue;
        }
        problems.push(...keyDifferences(`${file} ${name}`, englishKeys, keysOfObject(read(file), name) ?? []));
      }
    }
    for (const [id, { name, englishFile }] of shown) {
      if (translated.has(id)) continue;
      const declared = existsSync(path.join(root, englishFile)) ? englishFile : englishFile.replace(/\.ts$/, '.tsx');
      problems.push(
        `${declared}: ${name} has no ${language}: translate it as TextsOf<typeof ${name}> in a *texts.${locale}.ts file beside it`,
      );
    }
  }
  return problems;
}

if (isMainScript(import.meta.url)) {
  reportProblems(
    checkTranslations(REPO_ROOT),
    (count) =>
      `${count} untranslated text(s), dictionary key(s) or unregistered translation file(s) (scripts/check-translations.mjs, docs/decisions/017-translations.md).`,
  );
}
