import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';
import { useTestTrees } from './test-tree.mjs';

const tree = useTestTrees('boundaries-');

// A web app that keeps every seam; each test breaks one.
const KEPT = {
  'apps/web/src/app/routes.tsx':
    "import { lazy } from 'react';\nconst page = lazy(() => import('../features/deposits/pages/deposit-page'));\n",
  'apps/web/src/features/deposits/pages/deposit-page.tsx':
    "import { formatUsdt } from '../../../lib/format';\nimport { Card } from '../../../components/ui/card';\nimport { useAmount } from '../api/amount';\n",
  'apps/web/src/features/deposits/api/amount.ts': "export * from '../../../api/get-profile';\n",
  'apps/web/src/features/notifications/bell.tsx': "import { useT } from '../../i18n/use-t';\n",
  'apps/web/src/features/notifications/bell.test.tsx': "import { renderApp } from '../../test/render-app';\n",
  'apps/console/src/kit/components/queue-list.tsx': "import { Pager } from '@app/web-kit/components/ui/pager';\n",
  'apps/console/src/features/deposits/pages/deposits-page.tsx':
    "import { QueueList } from '../../../kit/components/queue-list';\nimport { usdt } from '@app/web-kit/lib/format';\nimport { TEXTS } from '../texts';\n",
  'apps/console/src/features/deposits/texts.ts': 'export const TEXTS = {};\n',
  'apps/console/src/app/routes.tsx': "const page = () => import('../features/deposits/pages/deposits-page');\n",
  'packages/web-kit/src/lib/format.ts': "import { MSG } from '@app/contract';\nimport { cn } from './cn';\n",
  'apps/web/src/lib/format.ts': "import { MSG } from '@app/contract';\n",
  'apps/web/src/components/ui/card.tsx': "import { cn } from '../../lib/format';\n",
  'apps/web/src/api/get-profile.ts': "import { api } from '../lib/format';\n",
  'apps/web/src/test/render-app.tsx': "import { appRoutes } from '../app/routes';\n",
};

describe('checkBoundaries', () => {
  it('passes a tree where features import only themselves and the shared layers', () => {
    expect(checkBoundaries(tree(KEPT))).toEqual([]);
  });

  it('refuses a feature importing another, whatever the feature (one added later included) and however it imports', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/notifications/bell.tsx': "export { Card } from '../deposits/pages/deposit-page';\n",
      'apps/web/src/features/brand-new/page.tsx': "const bell = () => import('../notifications/bell');\n",
    });
    expect(checkBoundaries(root)).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/features\/brand-new\/page\.tsx imports '\.\.\/notifications\/bell': the brand-new feature imports notifications; .*never another feature/,
      ),
      expect.stringMatching(
        /^apps\/web\/src\/features\/notifications\/bell\.tsx imports '\.\.\/deposits\/pages\/deposit-page': the notifications feature imports deposits;/,
      ),
    ]);
  });

  it("refuses a console area importing another area, and the console's kit importing an area", () => {
    const root = tree({
      ...KEPT,
      'apps/console/src/features/members/pages/member-page.tsx':
        "import { QueueList } from '../../../kit/components/queue-list';\nimport { DepositsPage } from '../../deposits/pages/deposits-page';\n",
      'apps/console/src/kit/layout/admin-layout.tsx':
        "const page = () => import('../../features/deposits/pages/deposits-page');\n",
    });
    expect(checkBoundaries(root)).toEqual([
      expect.stringMatching(
        /^apps\/console\/src\/features\/members\/pages\/member-page\.tsx imports '\.\.\/\.\.\/deposits\/pages\/deposits-page': the members feature imports deposits; .*never another feature/,
      ),
      "apps/console/src/kit/layout/admin-layout.tsx imports '../../features/deposits/pages/deposits-page': the shared layers sit below the features and the app shell, so they import neither",
    ]);
  });

  it("refuses an app importing the other app's files, either way", () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/deposits/api/amount.ts':
        "export * from '../../../../../console/src/kit/components/queue-list';\n",
      'apps/console/src/features/deposits/texts.ts': "export * from '../../../../web/src/lib/format';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/features/deposits/api/amount.ts imports '../../../../../console/src/kit/components/queue-list': an app imports its own files and the kit (@app/web-kit/...), never another app's files",
      "apps/console/src/features/deposits/texts.ts imports '../../../../web/src/lib/format': an app imports its own files and the kit (@app/web-kit/...), never another app's files",
    ]);
  });

  it('refuses the kit importing an app, by a path or by its package', () => {
    const root = tree({
      ...KEPT,
      'packages/web-kit/src/lib/format.ts':
        "import { appRoutes } from '../../../../apps/web/src/app/routes';\nimport { consoleRoutes } from '@app/console/src/app/routes';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      "packages/web-kit/src/lib/format.ts imports '../../../../apps/web/src/app/routes': the kit stands below both apps: it imports no app",
      "packages/web-kit/src/lib/format.ts imports '@app/console/src/app/routes': the kit stands below both apps: it imports no app",
    ]);
  });

  it('refuses a feature importing the app shell, tests included', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/notifications/bell.test.tsx': "import { appRoutes } from '../../app/routes';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/features/notifications/bell.test.tsx imports '../../app/routes': a feature never imports the app shell (app/ imports features, not the other way round)",
    ]);
  });

  it('refuses a shared layer importing a feature or the app shell, the translations machinery included', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/components/ui/card.tsx': "import { Bell } from '../../features/notifications/bell';\n",
      'apps/web/src/i18n/locales/es.ts': "import type { TEXTS } from '../../features/deposits/texts';\n",
      'apps/web/src/lib/format.ts': "import type { RouteObject } from '../app/routes';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/components/ui/card.tsx imports '../../features/notifications/bell': the shared layers sit below the features and the app shell, so they import neither",
      "apps/web/src/i18n/locales/es.ts imports '../../features/deposits/texts': the shared layers sit below the features and the app shell, so they import neither",
      "apps/web/src/lib/format.ts imports '../app/routes': the shared layers sit below the features and the app shell, so they import neither",
    ]);
  });

  it("lets a language's list register an area's translations, which import only types", () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/i18n/locales/es-areas.ts':
        "export { TRANSLATIONS as DEPOSITS } from '../../features/deposits/texts.es';\nexport { TRANSLATIONS as NOTIFICATIONS } from '../../features/notifications/texts.es';\n",
      'apps/web/src/features/deposits/texts.es.ts':
        "import type { TextsOf } from '../../i18n/locale-bundle';\nimport type { TEXTS } from './texts';\n",
      'apps/web/src/features/notifications/texts.es.ts': "import { formatUsdt } from '../../lib/format';\n",
      'apps/web/src/i18n/locales/hi-areas.ts': "export { Bell } from '../../features/notifications/bell';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      "apps/web/src/features/notifications/texts.es.ts imports '../../lib/format': a translation imports only types: the languages load it into a chunk of their own",
      "apps/web/src/i18n/locales/hi-areas.ts imports '../../features/notifications/bell': the shared layers sit below the features and the app shell, so they import neither",
    ]);
  });

  it('refuses a test kit inside a feature', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/deposits/deposits-test-kit.ts': "import { ok } from '../../test/stub-routes';\n",
      'apps/web/src/test/packages-test-kit.ts': "import { ok } from './stub-routes';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      'apps/web/src/features/deposits/deposits-test-kit.ts is a test kit in a feature: test kits live in apps/web/src/test, where the tests of every feature and of app/ reach them',
    ]);
  });
});
