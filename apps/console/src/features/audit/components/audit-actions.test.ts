import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-actions';

const API_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

describe('AUDIT_ACTIONS', () => {
  it('names every action the API writes to the audit log, so the filter offers each', () => {
    const written = new Set(
      sourceFiles(API_SOURCE).flatMap((file) =>
        // `action: 'a'`, or either side of `action: condition ? 'a' : 'b'`.
        Array.from(
          readFileSync(file, 'utf8').matchAll(/\baction: (?:[\w.]+ \? )?'([a-zA-Z.]+)'(?: : '([a-zA-Z.]+)')?/g),
          (match) => match.slice(1).filter((action): action is string => action !== undefined),
        ).flat(),
      ),
    );
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((action) => !(action in AUDIT_ACTIONS))).toEqual([]);
  });
});
