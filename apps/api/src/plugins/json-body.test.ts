import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts objects and arrays alike, up to and past the maximum', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[1]}]}}', 4)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\","b":[[1]]}`, 2)).toBe(true);
  });

  it('scans 64 KB, nested or in one string, in a few milliseconds at most', () => {
    const body = `{"x":${nested(32 * 1024)}}`;
    const started = performance.now();
    for (let run = 0; run < 20; run += 1) expect(nestsDeeperThan(body, 32)).toBe(true);
    const deepInString = `{"x":"${'['.repeat(64 * 1024)}"}`;
    for (let run = 0; run < 20; run += 1) expect(nestsDeeperThan(deepInString, 32)).toBe(false);
    expect((performance.now() - started) / 40).toBeLessThan(5);
  });
});
