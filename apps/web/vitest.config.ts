import { defineConfig } from 'vitest/config';
import { browserTestProject } from '../../packages/web-kit/vite/index.ts';

export default defineConfig(browserTestProject('web', import.meta.dirname, ['src/test/setup-languages.ts']));
