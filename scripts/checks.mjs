// The checks before the tests: `node scripts/checks.mjs typecheck lint` (npm run typecheck, npm run lint, and both
// in npm test). Every check is a process of its own, run as many at once as there are cores, the longest first, so
// on two cores the lint's checks fill the time one program of the type check leaves a core idle
// (docs/decisions/023-test-speed.md). Projects with the same compiler options are type-checked as one program
// (typecheck-programs.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { programsOf } from './typecheck-programs.mjs';

const TYPESCRIPT_PROJECTS = [
  'apps/web',
  'apps/console',
  'packages/web-kit',
  'apps/api',
  'packages/contract',
  'e2e',
  'bench',
];
const MADGE_ROOTS = [
  'apps/web/src',
  'apps/console/src',
  'packages/web-kit/src',
  'apps/api/src',
  'packages/contract/src',
];

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Inside node_modules, so the programs find the installed types as the projects do, and git never sees them.
const programDir = path.join(root, 'node_modules', '.cache', 'typecheck');

function typecheckJobs() {
  mkdirSync(programDir, { recursive: true });
  const programs = programsOf(
    TYPESCRIPT_PROJECTS.map((project) => ({
      dir: path.join(root, project),
      tsconfig: JSON.parse(readFileSync(path.join(root, project, 'tsconfig.json'), 'utf8')),
    })),
  );
  return programs.map(({ name, projects, config }) => {
    const file = path.join(programDir, `tsconfig.${name}.json`);
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    return {
      name: `types of ${projects.map((dir) => path.relative(root, dir)).join(' + ')}`,
      weight: 10 * projects.length,
      command: [process.execPath, path.join(root, 'node_modules/typescript/bin/tsc'), '-p', file],
    };
  });
}

function lintJobs() {
  const script = (name, weight = 1) => ({ name, weight, command: [process.execPath, `scripts/${name}.mjs`] });
  return [
    {
      name: 'madge',
      weight: 8,
      command: [
        bin('madge'),
        '--circular',
        '--no-spinner',
        '--extensions',
        'ts,tsx',
        '--ts-config',
        'apps/console/tsconfig.json',
        ...MADGE_ROOTS,
      ],
    },
    { name: 'biome', weight: 5, command: [bin('biome'), 'check', '.'] },
    script('check-translations', 2),
    script('check-server-texts', 2),
    script('check-boundaries'),
    script('check-api-folders'),
    script('check-doc-links'),
  ];
}

function run(job) {
  return new Promise((resolve) => {
    const [command, ...args] = job.command;
    const child = spawn(command, args, { cwd: root, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const groups = { typecheck: typecheckJobs, lint: lintJobs };
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in groups));
if (asked.length === 0 || unknown.length > 0) {
  console.error(`Usage: node scripts/checks.mjs ${Object.keys(groups).join('|')}...`);
  process.exit(2);
}
const queue = asked.flatMap((name) => groups[name]()).sort((a, b) => b.weight - a.weight);
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = performance.now();
      const result = await run(job);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (result.code === 0) {
        console.log(`ok    ${job.name} (${seconds} s)`);
      } else {
        failed.push(job.name);
        console.log(`FAIL  ${job.name} (${seconds} s)\n${result.output}`);
      }
    }
  }),
);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exit(1);
}
