import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated empty PGlite dumped to a file, or '' on PostgreSQL (TEST_DATABASE_URL). */
    pgliteTemplatePath: string;
  }
}

// Each test app on PGlite starts from this dump instead of running initdb and every migration again:
// about two seconds saved per app, and the suite opens well over a hundred.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const file = path.join(tmpdir(), `api-test-template-${process.pid}.tar`);
  const dump = await migratedPgliteDump();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await rm(file, { force: true });
  };
}
