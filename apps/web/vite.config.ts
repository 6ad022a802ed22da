import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutes, precompress, webKitAlias } from '../../packages/web-kit/vite/index.ts';
import { preactAliases, preactDefine } from './preact-aliases.ts';
import { preloadDeps } from './preload-deps.ts';
import { prerenderPages } from './prerender-plugin.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';
const API_PREFIXES = ['/publicApi', '/sellerApi', '/vendorApi', '/adminApi', '/dev', '/healthz', '/docs'];

export default defineConfig(({ command, isSsrBuild }) => {
  // Vite builds whatever NODE_ENV the shell holds, and NODE_ENV=development (the server's development start)
  // would ship React's development bundle (jsxDEV, extra checks, no minified errors). What is built is always
  // what production serves; `vite` (the dev server) keeps development.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const preload = preloadDeps();
  const onPreact = command === 'build' && !isSsrBuild;
  return {
    plugins: [react(), tailwindcss(), apiRoutes(), preload.plugin, prerenderPages(), precompress()],
    // The browser's build only: Preact for React (preact-aliases.ts, decision 039).
    resolve: { alias: onPreact ? [...preactAliases, ...webKitAlias] : webKitAlias },
    define: onPreact ? preactDefine : {},
    // bench/web-bytes.ts reads which chunks each page loads before it can render from the manifest.
    build: {
      manifest: true,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The API client is one chunk whoever imports it (member pages, the operator console, the site's
              // edits). The member routes are not in it: each is a module of its own (api-routes-plugin.ts) that
              // lands with the code calling it, so a page carries only the paths it calls.
              {
                name: 'api-client',
                test: /[\\/]web-kit[\\/]src[\\/]lib[\\/]api-client\.ts$/,
                // Its imports (storage, errors, messages) stay in the entry chunk, which runs first anyway.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
    },
  };
});
