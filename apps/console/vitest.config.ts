import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiRoutes, webKitAlias } from '../../packages/web-kit/vite/index.ts';

export default defineConfig({
  plugins: [react(), apiRoutes()],
  resolve: { alias: webKitAlias },
  test: {
    name: 'console',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/web-kit/src/test/setup.ts', 'src/test/setup-languages.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
