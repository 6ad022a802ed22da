import { DRY_RUN_MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { type DictionaryPair, describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { HI_CONSOLE } from '../../../kit/texts.hi';
import { signInOperator } from '../../../test/console-test-kit';
import { dryRunOf, listedRun } from '../../../test/owner-view-test-kit';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';
import { ES_CONSOLE_DRY_RUN } from '../texts.es';
import { HI_CONSOLE_DRY_RUN } from '../texts.hi';
import { DryRunPage } from './dry-run-page';

// docs/decisions/017-translations.md: the dry run of the plan in Spanish and Hindi.

describeDictionary(
  'console dry run',
  CONSOLE_DRY_RUN_TEXTS,
  { es: ES_CONSOLE_DRY_RUN, hi: HI_CONSOLE_DRY_RUN },
  { kept: /USDT|JSON/g },
);

const HINDI: DictionaryPair[] = [
  [CONSOLE_DRY_RUN_TEXTS, HI_CONSOLE_DRY_RUN],
  [CONSOLE_TEXTS, HI_CONSOLE],
];

/** The English words of the page's dictionaries left on screen; the packages' JSON example is code, kept as it is. */
const englishLeft = () => englishLeftOnScreen(HINDI, { words: /[a-z]+/g, drop: '.Toastify, code', ownText: 'title' });

describe('/admin/dry-run in Hindi', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('shows the form, a run and the recent runs in Hindi', async () => {
    const run = dryRunOf({ input: { ...dryRunOf().input, settings: { directIncomePercent: 7 } } });
    stubRoutes(
      on(routes.adminDryRuns, ok(DRY_RUN_MSG.loaded, { docs: [listedRun(run)] })),
      on(routes.adminDryRun, ok(DRY_RUN_MSG.loaded, run)),
    );
    const { user } = renderRoutes([{ path: '/admin/dry-run', Component: DryRunPage }], '/admin/dry-run');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ड्राई रन');
    // The run's verdict, and the recent runs' list saying the same.
    const verdict = 'महीने 1 से इसके पास देय और वादा की गई राशि से कम है, और महीने 2 में इसकी नकदी खत्म हो जाती है।';
    await waitFor(() => expect(screen.getAllByText(verdict)).toHaveLength(2));
    await user.click(screen.getByText('इस रन के लिए प्लान बदलें'));
    expect(within(screen.getByRole('region', { name: 'हाल के रन' })).getByText('पूरा')).toBeTruthy();
    expect(screen.getByText('इस रन के लिए बदला गया प्लान')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
