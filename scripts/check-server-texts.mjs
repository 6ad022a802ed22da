// Every word the server mails or notifies in English, Spanish and Hindi (docs/product.md#languages,
// docs/decisions/028-member-language.md), checked from the source: a catalog (`*.texts.ts`) gives each `Texts` object
// all three languages with the same keys, and no mail or notification writes its words in place, where no
// translation reaches them.
import path from 'node:path';
import ts from 'typescript';
import { isMainScript, REPO_ROOT, reportProblems } from './check-report.mjs';
import { needsTranslation } from './check-translations.mjs';
import { sourceFiles } from './source-files.mjs';

const SERVER = 'apps/api/src';
const CONTRACT = 'packages/contract/src';
export const LANGUAGES = ['en', 'es', 'hi'];

/** A mail's words (`{ to, subject, text }`) and a notification's (`{ title, body }`). */
const MAIL_FIELDS = new Set(['subject', 'text', 'html']);
const NOTIFICATION_FIELDS = new Set(['title', 'body']);
/** The fields that make an object with a title and a body a notification: the member it is for, its event. */
const NOTIFICATION_MARKS = ['userId', 'eventKey', 'kind'];

const isCatalog = (file) => file.endsWith('.texts.ts');
const isTest = (file) => /\.test\.tsx?$/.test(file);
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
const nameOf = (source, name) => (ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : name.getText(source));

function unwrap(node) {
  let value = node;
  while (
    ts.isParenthesizedExpression(value) ||
    ts.isAsExpression(value) ||
    ts.isSatisfiesExpression(value) ||
    ts.isTypeAssertionExpression(value)
  ) {
    value = value.expression;
  }
  return value;
}

/**
 * The keys a language's entry holds, nested objects included (`subject`, `lines`, `hello.title`): of an object, or of
 * the object a function of the values returns. Undefined when it is neither (a plain string has no keys to compare).
 */
function keysOf(source, node, prefix = '') {
  const value = unwrap(node);
  if ((ts.isArrowFunction(value) || ts.isFunctionExpression(value)) && !ts.isBlock(value.body)) {
    return keysOf(source, value.body, prefix);
  }
  if (!ts.isObjectLiteralExpression(value)) return undefined;
  const keys = [];
  for (const property of value.properties) {
    if (!property.name) continue;
    const key = `${prefix}${nameOf(source, property.name)}`;
    keys.push(key);
    const inner = ts.isPropertyAssignment(property) ? keysOf(source, property.initializer, `${key}.`) : undefined;
    if (inner) keys.push(...inner);
  }
  return keys;
}

/** Each `const X: Texts<...> = {...}` of a catalog: one language missing, or keys one language has and English not. */
export function catalogProblems(file, code) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems = [];
  const visit = (node) => {
    const typed =
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      node.type &&
      ts.isTypeReferenceNode(node.type) &&
      node.type.typeName.getText(source) === 'Texts';
    if (typed) {
      const name = node.name.getText(source);
      const where = `${file}:${lineOf(source, node)}: ${name}`;
      const value = unwrap(node.initializer);
      if (!ts.isObjectLiteralExpression(value)) {
        problems.push(`${where} is not written as an object of languages: write { en: ..., es: ..., hi: ... } here`);
      } else {
        const entries = new Map();
        for (const property of value.properties) {
          if (ts.isPropertyAssignment(property)) entries.set(nameOf(source, property.name), property.initializer);
        }
        for (const locale of LANGUAGES) {
          if (!entries.has(locale))
            problems.push(`${where} has no "${locale}": add its ${locale} text beside the others`);
        }
        const english = entries.has('en') ? keysOf(source, entries.get('en')) : undefined;
        for (const locale of LANGUAGES.filter((each) => each !== 'en' && entries.has(each))) {
          const translated = keysOf(source, entries.get(locale));
          if (!english || !translated) continue;
          for (const key of english.filter((each) => !translated.includes(each))) {
            problems.push(`${where}: "${key}" is in en but not in ${locale}: translate it`);
          }
          for (const key of translated.filter((each) => !english.includes(each))) {
            problems.push(`${where}: "${key}" is in ${locale} but not in en: add it to every language or remove it`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** A template's own words, each placeholder shown as `…`. */
function templateWords(template) {
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join('…');
}

/**
 * The literal words an expression puts in a mail or notification as they are: itself, either branch of a condition,
 * both sides of `+` or `??`, an array's items and what `.join()` joins, and the expressions inside a template. A call
 * of anything else (a catalog's `inLanguage(...)`, `fillMessage(...)`) is its own business.
 */
function writtenWords(node) {
  const value = unwrap(node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
    return [{ node: value, words: value.text }];
  if (ts.isTemplateExpression(value)) {
    return [
      { node: value, words: templateWords(value) },
      ...value.templateSpans.flatMap((span) => writtenWords(span.expression)),
    ];
  }
  if (ts.isConditionalExpression(value)) return [...writtenWords(value.whenTrue), ...writtenWords(value.whenFalse)];
  if (ts.isBinaryExpression(value) && value.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) {
    return [...writtenWords(value.left), ...writtenWords(value.right)];
  }
  if (ts.isArrayLiteralExpression(value)) {
    return value.elements.flatMap((element) =>
      writtenWords(ts.isSpreadElement(element) ? element.expression : element),
    );
  }
  if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression)) {
    const method = value.expression.name.text;
    if (method === 'join' || method === 'concat') {
      return [...writtenWords(value.expression.expression), ...value.arguments.flatMap(writtenWords)];
    }
  }
  return [];
}

/** The mail and notification words of a file outside the catalogs, each `file:line: field "words"` with what to do. */
export function textsInPlace(file, code) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems = [];
  const inNotifications = file.includes('/notifications/');
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
      const field = nameOf(source, node.name);
      const siblings = new Set(
        node.parent.properties.filter((each) => each.name).map((each) => nameOf(source, each.name)),
      );
      // A mail has a subject; a notification a title and a body beside its member or event, or in the notifications
      // module. Other objects (a post, a package) keep their own `text` or `title`, written by the operator.
      const isMailField = MAIL_FIELDS.has(field) && siblings.has('subject');
      const isNotificationField =
        NOTIFICATION_FIELDS.has(field) &&
        siblings.has('title') &&
        siblings.has('body') &&
        (inNotifications || NOTIFICATION_MARKS.some((mark) => siblings.has(mark)));
      if (isMailField || isNotificationField) {
        for (const written of writtenWords(node.initializer)) {
          if (!needsTranslation(written.words.replaceAll('…', ' '))) continue;
          const shown = written.words.replace(/\s+/g, ' ').trim().slice(0, 60);
          problems.push(
            `${file}:${lineOf(source, written.node)}: ${field} "${shown}" is written in place: move it into a *.texts.ts catalog (Texts<...> from apps/api/src/lib/texts.ts, with es and hi) and pick it with inLanguage`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

export function checkServerTexts(root) {
  const problems = [];
  const read = (file) => ts.sys.readFile(path.join(root, file)) ?? '';
  for (const file of [...sourceFiles(root, SERVER), ...sourceFiles(root, CONTRACT)]) {
    if (!file.endsWith('.ts') || isTest(file)) continue;
    if (isCatalog(file)) problems.push(...catalogProblems(file, read(file)));
    else if (file.startsWith(`${SERVER}/`)) problems.push(...textsInPlace(file, read(file)));
  }
  return problems;
}

if (isMainScript(import.meta.url)) {
  reportProblems(
    checkServerTexts(REPO_ROOT),
    (count) =>
      `${count} server text(s) without their Spanish and Hindi (scripts/check-server-texts.mjs, docs/decisions/028-member-language.md).`,
  );
}
