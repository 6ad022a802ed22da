import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-actions';

const API_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../api/src');

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
        Array.from(readFileSync(file, 'utf8').matchAll(/\baction: '([a-zA-Z.]+)'/g), (match) => match[1] as string),
      ),
    );
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((action) => !(action in AUDIT_ACTIONS))).toEqual([]);
  });
});
