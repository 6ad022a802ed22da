import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutes, precompress, webKitAlias } from '../../packages/web-kit/vite/index.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';
const API_PREFIXES = ['/publicApi', '/adminApi', '/healthz'];

// The console is an app of its own (docs/decisions/038-console-app.md): built to its own dist, served by the API
// server under /admin, so its files live under /admin/assets and never mix with the members' app's.
export default defineConfig(({ command }) => {
  // As in apps/web: what is built is what production serves, whatever NODE_ENV the shell holds.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/admin/',
    plugins: [react(), tailwindcss(), apiRoutes(), precompress()],
    resolve: { alias: webKitAlias },
    // bench/web-bytes.ts reads the console's first chunks from the manifest, as it does the members' app's.
    build: { manifest: true },
    server: {
      port: 5174,
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
    },
  };
});
