// npm start: builds the web app and the API server when their sources are newer than the build, then runs the
// compiled server (no TypeScript compiled at start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const builds = [
  {
    name: 'the web app',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/web-kit',
      'packages/contract/src',
    ],
  },
  {
    name: 'the operator console',
    workspace: 'apps/console',
    output: 'apps/console/dist/index.html',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'packages/web-kit',
      'packages/contract/src',
    ],
  },
  {
    name: 'the API server',
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/scripts/build.mjs', 'packages/contract/src'],
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

function isStale(build) {
  const output = path.join(root, build.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return build.sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

for (const build of builds) {
  if (!isStale(build)) continue;
  console.log(`Building ${build.name} (first start or changed sources)...`);
  const result = spawnSync('npm', ['-w', build.workspace, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});

// A process manager stops `npm start` with SIGTERM (Ctrl+C sends SIGINT): the server closes gracefully, and this
// process ends with the same signal, as if the manager had stopped the server itself. npm forwards the signal to
// its script only because the script execs this process (package.json); should whatever started us die without
// a word (a SIGKILL), we are handed to another parent, and stop the server as for a SIGTERM.
let stoppedBy;
function stop(signal) {
  stoppedBy ??= signal;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
const startedUnder = process.ppid;
setInterval(() => {
  if (process.ppid !== startedUnder) stop('SIGTERM');
}, 1000).unref();

server.on('exit', (code, signal) => {
  const endedBy = stoppedBy ?? signal;
  if (endedBy && (code === 0 || signal)) {
    process.removeAllListeners(endedBy);
    process.kill(process.pid, endedBy);
    return;
  }
  process.exit(code ?? 1);
});
