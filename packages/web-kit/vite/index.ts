import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

export { apiRoutes } from './api-routes-plugin.ts';
export { precompress } from './precompress.ts';

/**
 * `@app/web-kit/<path>` is a file of the kit's sources, found as Vite finds a relative import (with or without its
 * .ts/.tsx): a package's `exports` map would have to name every file's extension. tsconfig.paths.json says the same
 * to TypeScript.
 */
export const webKitAlias: AliasOptions = [
  { find: /^@app\/web-kit\//, replacement: `${fileURLToPath(new URL('../src/', import.meta.url))}` },
];
