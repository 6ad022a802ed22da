import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutes } from './api-routes-plugin.ts';
import { precompress } from './precompress.ts';
import { prerenderPages } from './prerender-plugin.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';
const API_PREFIXES = ['/publicApi', '/sellerApi', '/vendorApi', '/adminApi', '/dev', '/healthz', '/docs'];

export default defineConfig(({ command }) => {
  // Vite builds whatever NODE_ENV the shell holds, and NODE_ENV=development (the server's development start)
  // would ship React's development bundle (jsxDEV, extra checks, no minified errors). What is built is always
  // what production serves; `vite` (the dev server) keeps development.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), apiRoutes(), prerenderPages(), precompress()],
    // bench/web-bytes.ts reads which chunks each page loads before it can render from the manifest.
    build: {
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The API client and the member route table share one chunk whoever imports the client: the operator
              // console imports the client without the member table, which would otherwise split the pair and
              // add a request (and bytes) to every member page.
              {
                name: 'api-routes',
                test: /[\\/]src[\\/]lib[\\/]api-(client|routes)\.ts$|^\0virtual:api-routes$/,
                // Their imports (storage, errors, messages) stay in the entry chunk, which runs first anyway.
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
