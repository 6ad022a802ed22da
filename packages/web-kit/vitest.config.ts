import { defineConfig } from 'vitest/config';
import { browserTestProject } from './vite/index.ts';

export default defineConfig(browserTestProject('web-kit', import.meta.dirname, ['src/test/setup-languages.ts']));
