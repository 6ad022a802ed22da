import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiRoutes } from './api-routes-plugin.ts';

export default defineConfig({
  plugins: [react(), apiRoutes()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
