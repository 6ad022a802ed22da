// Type-checks every TypeScript project, as many at once as there are cores (docs/decisions/023-test-speed.md):
// one after another they took 88 s on a 2-core machine, each using one core while the other stayed idle.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['apps/web', 'apps/console', 'packages/web-kit', 'apps/api', 'packages/contract', 'e2e', 'bench'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      if (result.output) process.stdout.write(result.output);
      if (result.code !== 0) failed.push(project);
    }
  }),
);
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exit(1);
}
