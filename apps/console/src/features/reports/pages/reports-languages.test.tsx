import { REPORTS_MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { type DictionaryPair, describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { HI_CONSOLE } from '../../../kit/texts.hi';
import { ADDRESS, signInOperator } from '../../../test/console-test-kit';
import { COHORT_ROWS, flowsOf, obligationsOf, PACKAGE_ROWS, TOP } from '../../../test/owner-view-test-kit';
import { CONSOLE_REPORTS_TEXTS } from '../texts';
import { ES_CONSOLE_REPORTS } from '../texts.es';
import { HI_CONSOLE_REPORTS } from '../texts.hi';
import { ReportsPage } from './reports-page';

// docs/decisions/017-translations.md: the owner's reports in Spanish and Hindi.

describeDictionary(
  'console reports',
  CONSOLE_REPORTS_TEXTS,
  { es: ES_CONSOLE_REPORTS, hi: HI_CONSOLE_REPORTS },
  { kept: /USDT|CSV|UID/g, latin: /USDT|CSV|UID|\bA\b|\bB\b|\bC\b/g },
);

const HINDI: DictionaryPair[] = [
  [CONSOLE_REPORTS_TEXTS, HI_CONSOLE_REPORTS],
  [CONSOLE_TEXTS, HI_CONSOLE],
];

/** The English (Latin) words of the page's dictionaries left on screen, the chart's hover titles read too. */
const englishLeft = () =>
  englishLeftOnScreen(HINDI, { words: /[a-z]+/g, unchangedVouch: true, drop: '.Toastify', ownText: 'title' });

function stubReports() {
  return stubRoutes(
    // Read on chain: the source is the reserve's address (the fixture's own name for a manual one is English).
    on(
      routes.adminReportObligations,
      ok(
        REPORTS_MSG.loaded,
        obligationsOf({ reserve: { amount: 1_000, mode: 'chain', source: ADDRESS, asOf: '2026-11-20T09:00:00.000Z' } }),
      ),
    ),
    on(routes.adminReportPackages, ok(REPORTS_MSG.loaded, { docs: PACKAGE_ROWS })),
    on(routes.adminReportCohorts, ok(REPORTS_MSG.loaded, { docs: COHORT_ROWS })),
    on(routes.adminReportFlows, ok(REPORTS_MSG.loaded, flowsOf())),
    on(routes.adminReportTop, ok(REPORTS_MSG.loaded, TOP)),
  );
}

describe('/admin/reports in Hindi', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('shows every report in Hindi, with Hindi figures', async () => {
    stubReports();
    const { user } = renderRoutes([{ path: '/admin/reports', Component: ReportsPage }], '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'अगले 90 दिनों के दायित्व' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('रिपोर्ट');
    await screen.findByText('आज की पूँजी पर रनवे');
    expect(screen.getByText(`${ADDRESS} पर चेन से पढ़ा गया।`, { exact: false })).toBeTruthy();
    await user.click(screen.getByText('दिन के अनुसार आँकड़े'));
    expect(englishLeft()).toEqual([]);

    const tabs = screen.getByRole('navigation', { name: 'रिपोर्टें' });
    for (const [tab, table] of [
      ['पैकेज', 'पैकेज, राशि USDT में'],
      ['समूह', 'जुड़ने के महीने के अनुसार सदस्य'],
      ['शीर्ष सदस्य', 'सबसे ज़्यादा कमाने वाले 20'],
    ]) {
      await user.click(within(tabs).getByRole('link', { name: tab }));
      expect(await screen.findByRole('table', { name: table })).toBeTruthy();
      expect(englishLeft()).toEqual([]);
    }
    await user.click(within(tabs).getByRole('link', { name: 'प्रवाह' }));
    expect(await screen.findByRole('heading', { name: 'हर दिन के जमा और निकासी' })).toBeTruthy();
    await user.click(screen.getByText('दिन के अनुसार आँकड़े'));
    expect(englishLeft()).toEqual([]);
  });
});
