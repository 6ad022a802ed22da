import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Alias } from 'vite';
import type { ViteUserConfig } from 'vitest/config';
import { apiRoutes } from './api-routes-plugin.ts';

export { precompress } from './precompress.ts';
export { apiRoutes };

/**
 * `@app/web-kit/<path>` is a file of the kit's sources, found as Vite finds a relative import (with or without its
 * .ts/.tsx): a package's `exports` map would have to name every file's extension. tsconfig.paths.json says the same
 * to TypeScript.
 */
export const webKitAlias: Alias[] = [
  { find: /^@app\/web-kit\//, replacement: `${fileURLToPath(new URL('../src/', import.meta.url))}` },
];

/**
 * A test project of a browser app (the kit, the members' app, the console): its files in a DOM, the kit's setup
 * (route stubs checked, console errors failing the test) then the app's own (where its languages come from).
 */
export function browserTestProject(name: string, root: string, setupFiles: string[]) {
  return {
    plugins: [react(), apiRoutes()],
    resolve: { alias: webKitAlias },
    test: {
      name,
      root,
      environment: 'happy-dom',
      pool: 'vmThreads',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('../src/test/setup.ts', import.meta.url)), ...setupFiles],
      restoreMocks: true,
      unstubGlobals: true,
    },
  } satisfies ViteUserConfig;
}
