import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// vitest 5 prints failures with Map.groupBy (Node 21+); on Node 20 the report itself would crash, as the root
// config notes. This config is loaded on its own, so it needs the same stand-in.
const mapWithGroupBy = Map as unknown as { groupBy?: unknown };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K) => {
  const groups = new Map<K, V[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
};

// Its own config and file suffix, so `npm test` never runs the fuzzer and `npm run test:fuzz` runs only it.
export default defineConfig({
  // With the root set to this folder, vitest would otherwise keep its cache in a node_modules created here.
  cacheDir: fileURLToPath(new URL('../../../node_modules/.vite', import.meta.url)),
  test: {
    name: 'api-fuzz',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.fuzz.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60 * 60_000,
    hookTimeout: 120_000,
  },
});
