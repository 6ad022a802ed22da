// npm -w apps/api run build: the server and the command-line tools as plain JavaScript in apps/api/dist, so
// production starts without compiling TypeScript on every start.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// API_BUILD_OUTDIR builds elsewhere (a test builds beside the sources, where the installed packages resolve).
const outdir = process.env.API_BUILD_OUTDIR ? path.resolve(process.env.API_BUILD_OUTDIR) : path.join(apiRoot, 'dist');

// Every output sits directly in dist/ (src/cli/ flattened), so the paths taken from import.meta.url (the
// migrations beside the database client, the web build two folders up from the server) resolve from dist/ as
// they do from src/.
const entryPoints = [
  { in: 'src/server.ts', out: 'server' },
  // The Markdown renderer's worker thread, started by lib/markdown-tree.ts from beside server.js.
  { in: 'src/lib/markdown-worker.ts', out: 'markdown-worker' },
  // A dry run's worker thread, started by modules/dry-run/dry-run-runner.ts from beside server.js.
  { in: 'src/modules/dry-run/dry-run-worker.ts', out: 'dry-run-worker' },
  { in: 'src/cli/ledger-check.ts', out: 'ledger-check' },
  { in: 'src/cli/team-check.ts', out: 'team-check' },
  { in: 'src/cli/operator-create.ts', out: 'operator-create' },
  { in: 'src/cli/reserves-verify.ts', out: 'reserves-verify' },
  { in: 'src/cli/sweep-plan.ts', out: 'sweep-plan' },
];

// Installed packages stay imports, resolved from node_modules at run time: native modules (argon2) and
// PGlite's wasm and data files are found next to their own code. Only our workspace packages, which ship
// TypeScript source, are compiled in.
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

// esbuild writes nothing when the build fails, so a broken source tree leaves the last good build in place.
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Logged errors carry their class name (serializeError); bundling must not rename AppError to AppError2.
  keepNames: true,
  plugins: [installedPackagesStayExternal],
  logLevel: 'warning',
}).catch(() => null);
// esbuild has printed the errors with their source lines.
if (!result) process.exit(1);
// Read at run time by the migrator from new URL('./migrations', import.meta.url).
const migrations = path.join(outdir, 'migrations');
rmSync(migrations, { recursive: true, force: true });
cpSync(path.join(apiRoot, 'src/db/migrations'), migrations, { recursive: true });
console.log(`API built to ${path.relative(process.cwd(), outdir) || '.'}`);
