import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
