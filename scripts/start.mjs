// npm start: builds the web app when its sources are newer than the build, then runs the one server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contract/src'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

function needsBuild() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourceDirs.some((dir) => newestChange(path.join(root, dir)) > builtAt);
}

if (needsBuild()) {
  console.log('Building the web app (first start or changed sources)...');
  const build = spawnSync('npm', ['-w', 'apps/web', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
