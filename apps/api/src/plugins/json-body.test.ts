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

  // How long a 64 KB body holds the server is a budget: test/event-loop.test.ts sends every route its worst bodies.
  it('stops at the first level past the maximum, and reads a 64 KB string to its end', () => {
    expect(nestsDeeperThan(`{"x":${nested(32 * 1024)}}`, 32)).toBe(true);
    expect(nestsDeeperThan(`{"x":"${'['.repeat(64 * 1024)}"}`, 32)).toBe(false);
    expect(nestsDeeperThan(`{"x":"${'['.repeat(64 * 1024)}","y":${nested(33)}}`, 32)).toBe(true);
  });
});
