// Tools only one test or benchmark needs (a local chain node, a compiler, Lighthouse) are installed on first use
// into .tools/<name>, not by every `npm install`: they are most of what a full install would download.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** A `require` that resolves inside the tool `spec` (`name@version`), installed first when missing or another version. */
export function toolRequire(spec) {
  const at = spec.lastIndexOf('@');
  const name = spec.slice(0, at);
  const version = spec.slice(at + 1);
  const dir = path.join(root, '.tools', name);
  const manifest = path.join(dir, 'node_modules', name, 'package.json');
  const installed = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version;
  if (!installed) {
    mkdirSync(dir, { recursive: true });
    console.log(`Installing ${spec} into .tools/${name} (first use only)…`);
    // No install scripts: the tools need none (ganache's native WebSocket add-ons have JavaScript fallbacks).
    const args = [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      '--prefix',
      dir,
      spec,
    ];
    execFileSync('npm', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  }
  return createRequire(path.join(dir, 'index.js'));
}
