import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../packages/contract/src/index.ts';
import { documentedRows, glossaryRows } from './glossary.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// Read once: reading every route's module and caller walks the source tree, seconds on a busy machine.
const expectedRows = glossaryRows(root, routes);

describe("ARCHITECTURE.md's glossary", () => {
  it('names every path of the contract with the module that serves it and the feature that calls it', () => {
    const documented = documentedRows(readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8'));
    expect(documented.length).toBe(Object.keys(routes).length);
    // On a failure, the expected table is printed: it replaces the one in ARCHITECTURE.md.
    expect(documented.join('\n')).toBe(expectedRows.join('\n'));
  });

  it('reads which module serves a path from the code, so a moved route fails the check above', () => {
    const rows = expectedRows;
    expect(rows.find((row) => row.includes('`dashboard`'))).toMatch(/\| dashboard \| /);
    expect(rows.find((row) => row.includes('`rankProgress`'))).toMatch(/\| team \| /);
  });
});
