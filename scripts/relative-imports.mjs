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
