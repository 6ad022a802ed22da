// Type-checks every TypeScript project (docs/decisions/023-test-speed.md). Projects whose compiler options are the same
// are checked as one program: the web app, the console and the kit share the kit's sources and React's types, and the
// API, its contract and the benchmark share theirs, so each file and library is checked once, not once per project.
// The programs run as many at once as there are cores.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { programsOf } from './typecheck-programs.mjs';

const PROJECTS = ['apps/web', 'apps/console', 'packages/web-kit', 'apps/api', 'packages/contract', 'e2e', 'bench'];
const root = path.resolve(import.meta.dirname, '..');
// Inside node_modules, so the programs find the installed types as the projects do, and git never sees them.
const programDir = path.join(root, 'node_modules', '.cache', 'typecheck');

function check({ name, config }) {
  const file = path.join(programDir, `tsconfig.${name}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', file], {
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ name, code, output }));
  });
}

mkdirSync(programDir, { recursive: true });
const programs = programsOf(
  PROJECTS.map((project) => ({
    dir: path.join(root, project),
    tsconfig: JSON.parse(readFileSync(path.join(root, project, 'tsconfig.json'), 'utf8')),
  })),
);
// The largest first, so the last to finish is a small one.
const queue = [...programs].sort((a, b) => b.projects.length - a.projects.length);
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      const result = await check(program);
      if (result.output) process.stdout.write(result.output);
      if (result.code !== 0) failed.push(program.projects.map((dir) => path.relative(root, dir)).join(' + '));
    }
  }),
);
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exit(1);
}
