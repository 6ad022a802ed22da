// Tools only one test or benchmark needs (a local chain node, a compiler, Lighthouse) are installed on first use
// into .tools/<name>, not by every `npm install`: they are most of what a full install would download.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A `require` that resolves inside the tool `spec` (`name@version`), installed first when missing or another version.
 * Test files run in parallel workers: one installs while the others wait on a lock, and a tool counts as installed
 * only once its install finished (a marker written last), never when its own package.json is there but not yet its
 * dependencies.
 */
export function toolRequire(spec) {
  const at = spec.lastIndexOf('@');
  const name = spec.slice(0, at);
  const version = spec.slice(at + 1);
  const dir = path.join(root, '.tools', name);
  const marker = path.join(dir, `.installed-${version}`);
  if (!existsSync(marker)) withInstallLock(`${dir}.lock`, () => existsSync(marker) || install(spec, dir, marker));
  return createRequire(path.join(dir, 'index.js'));
}

function install(spec, dir, marker) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Installing ${spec} into ${path.relative(root, dir)} (first use only)…`);
  // No install scripts: the tools need none (ganache's native WebSocket add-ons have JavaScript fallbacks).
  const args = ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts'];
  execFileSync('npm', [...args, '--prefix', dir, spec], { stdio: ['ignore', 'inherit', 'inherit'] });
  writeFileSync(marker, `${spec}\n`);
}

/** Longer than any install takes here: a lock this old was left by a process that died holding it. */
const STALE_LOCK_MS = 10 * 60_000;

/** Runs `work` holding a lock directory (mkdir is atomic), waiting for another process that holds it. */
function withInstallLock(lock, work) {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > STALE_LOCK_MS) {
        rmSync(lock, { recursive: true, force: true });
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
