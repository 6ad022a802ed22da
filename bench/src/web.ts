import { measureWebBytes } from '../web-bytes';
import { log } from './log';
import type { BenchModule } from './module';

/**
 * The web app's bytes (decision 013), from the last build of apps/web (`npm run build` or `npm run bench:bytes`
 * makes it; this module builds nothing): JavaScript before render per page and render-blocking JavaScript on the
 * prerendered pages, each against its own budget. Lighthouse runs apart (`npm run bench:lighthouse`).
 */
export const webModule: BenchModule = {
  name: 'web',
  server: false,
  async run(ctx) {
    for (const line of await measureWebBytes()) {
      ctx.report.measured(line);
      log(`${line.name}: ${line.value} ${line.unit} (budget ${line.budget})`);
    }
  },
};
