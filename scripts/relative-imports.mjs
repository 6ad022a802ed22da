// What a source file imports of the repository's own files, read with TypeScript's own import scanner, for lint's
// checks of the seams between folders (check-boundaries.mjs, check-api-folders.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every relative specifier the file imports, re-exports or loads lazily, resolved to a path from the root. */
export function importsOf(root, file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({
      specifier,
      target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
    }));
}

/** Every package specifier the file imports (`@app/web-kit/...`), for the check that the kit imports no app. */
export function packageImportsOf(root, file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.map((imported) => imported.fileName).filter((specifier) => !specifier.startsWith('.'));
}

/** The specifiers a file imports or re-exports as values (an `import type` brings no code along). */
export function valueImportsOf(root, file) {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter(
      (statement) =>
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly),
    )
    .map((statement) => statement.moduleSpecifier.text);
}
