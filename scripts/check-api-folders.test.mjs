import { describe, expect, it } from 'vitest';
import { apiFolderCounts, checkApiFolders } from './check-api-folders.mjs';
import { useTestTrees } from './test-tree.mjs';

const tree = useTestTrees('api-folders-');

// An API whose folders depend one way; each test breaks that.
const KEPT = {
  'apps/api/src/app.ts':
    "import { registerAuth } from './plugins/auth';\nimport { findSession } from './modules/sessions/sessions';\n",
  'apps/api/src/context.ts': "import type { SessionCache } from './core/session-cache';\n",
  'apps/api/src/core/session-cache.ts': "import type { Db } from '../db/client';\n",
  'apps/api/src/core/settings.ts': "import { AppError } from '../lib/app-error';\nimport { db } from '../db/client';\n",
  'apps/api/src/db/client.ts': 'export const db = {};\n',
  'apps/api/src/db/money-statement.ts': "import { AppError } from '../lib/app-error';\n",
  'apps/api/src/lib/app-error.ts': 'export class AppError extends Error {}\n',
  'apps/api/src/plugins/auth.ts': "import type { AppContext } from '../context';\n",
  'apps/api/src/modules/sessions/sessions.ts': "import type { AppContext } from '../../context';\n",
  'apps/api/src/modules/withdrawals/verify.ts':
    "import { freeze } from '../payout-safety/freeze';\nimport { post } from '../../ledger/post';\nimport { getSettings } from '../../core/settings';\n",
  'apps/api/src/modules/payout-safety/freeze.ts': "import { db } from '../../db/client';\n",
  'apps/api/src/modules/payout-safety/cool-down.ts': "import { freeze } from './freeze';\n",
  'apps/api/src/ledger/post.ts': "import { db } from '../db/client';\n",
};

/** `count` modules named m1, m2, ..., each importing `target`. */
function importersOf(target, count) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `apps/api/src/modules/m${index + 1}/use.ts`,
      `import { read } from '../${target}/read';\n`,
    ]),
  );
}

describe('checkApiFolders', () => {
  it('passes an API whose folders depend one way, however many folders import core/', () => {
    expect(checkApiFolders(tree({ ...KEPT, ...importersOf('../core', 12) }))).toEqual([]);
  });

  it('refuses two API modules that import each other, naming the pair and the files on both sides', () => {
    const root = tree({
      ...KEPT,
      'apps/api/src/modules/payout-safety/cool-down.ts': "import { type Withdrawal } from '../withdrawals/verify';\n",
    });
    expect(checkApiFolders(root)).toEqual([
      expect.stringMatching(/^the API folders modules\/payout-safety and modules\/withdrawals import each other, /),
    ]);
    expect(checkApiFolders(root)[0]).toContain(
      '\n  modules/payout-safety -> modules/withdrawals: apps/api/src/modules/payout-safety/cool-down.ts' +
        '\n  modules/withdrawals -> modules/payout-safety: apps/api/src/modules/withdrawals/verify.ts',
    );
  });

  it('refuses folders that import each other through others, a file at the top of src/ counted as its own', () => {
    const root = tree({
      ...KEPT,
      'apps/api/src/lib/request-locale.ts': "import type { AppContext } from '../context';\n",
      'apps/api/src/core/audit.ts': "const later = () => import('../modules/sessions/sessions');\n",
    });
    const [cycle, ...rest] = checkApiFolders(root);
    expect(rest).toEqual([]);
    expect(cycle).toMatch(/^the API folders context, core, db, lib and modules\/sessions import each other, /);
    expect(cycle.split('\n').slice(1)).toEqual([
      '  context -> core: apps/api/src/context.ts',
      '  core -> db: apps/api/src/core/session-cache.ts, apps/api/src/core/settings.ts',
      '  core -> lib: apps/api/src/core/settings.ts',
      '  core -> modules/sessions: apps/api/src/core/audit.ts',
      '  db -> lib: apps/api/src/db/money-statement.ts',
      '  lib -> context: apps/api/src/lib/request-locale.ts',
      '  modules/sessions -> context: apps/api/src/modules/sessions/sessions.ts',
    ]);
  });

  it('refuses a module imported by more than ten others, naming each and its files; ten pass', () => {
    expect(checkApiFolders(tree({ ...KEPT, ...importersOf('payout-safety', 9) }))).toEqual([]);
    const root = tree({ ...KEPT, ...importersOf('payout-safety', 10) });
    expect(checkApiFolders(root)).toEqual([
      expect.stringMatching(/^the API module modules\/payout-safety is imported by 11 other modules, more than 10: /),
    ]);
    expect(checkApiFolders(root)[0]).toContain(
      '\n  modules/m1: apps/api/src/modules/m1/use.ts\n  modules/m10: apps/api/src/modules/m10/use.ts\n',
    );
    expect(checkApiFolders(root)[0]).toMatch(
      /\n {2}modules\/withdrawals: apps\/api\/src\/modules\/withdrawals\/verify\.ts$/,
    );
  });

  it('counts the folders, the module-to-module import pairs and the importers of each module', () => {
    expect(apiFolderCounts(tree({ ...KEPT, ...importersOf('withdrawals', 2) }))).toEqual({
      folders: 12,
      modulePairs: 3,
      fanIn: [
        ['modules/withdrawals', 2],
        ['modules/payout-safety', 1],
        ['modules/m1', 0],
        ['modules/m2', 0],
        ['modules/sessions', 0],
      ],
    });
  });
});
