// The source files lint's own checks read (check-boundaries.mjs, check-api-folders.mjs, check-doc-links.mjs).
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
/** Never sources of ours: installed packages, builds, test data and tools installed on first use. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.tools']);

/** Every source file under `dir` (a path from `root`), as paths from `root`, in name order; none if it is missing. */
export function sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(root, rel);
      return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
    })
    .sort();
}
