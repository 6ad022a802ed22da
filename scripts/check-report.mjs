// How every check of `npm run lint` ends when run as a script: the same root, the same report, the same exit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the folder above scripts/. */
export const REPO_ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Whether the module at `moduleUrl` is the script node was started with, not one a test imported. */
export function isMainScript(moduleUrl) {
  return process.argv[1] === fileURLToPath(moduleUrl);
}

/** Each problem on stderr, then how many and where the rule is told, and a failing exit when there is any. */
export function reportProblems(problems, summary) {
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${summary(problems.length)}`);
    process.exit(1);
  }
}
