import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const API_ORIGIN = 'http://127.0.0.1:3000';
const API_PREFIXES = ['/publicApi', '/sellerApi', '/vendorApi', '/adminApi', '/dev', '/healthz', '/docs'];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
  },
});
