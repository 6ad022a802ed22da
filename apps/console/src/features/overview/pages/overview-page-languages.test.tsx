import { MSG, RESERVES_MSG, type ReserveSnapshotSummary, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { HI_CONSOLE } from '../../../kit/texts.hi';
import { freezeOf, NO_PENDING_FUNDS, overviewOf, signInOperator } from '../../../test/console-test-kit';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';
import { ES_CONSOLE_OVERVIEW } from '../texts.es';
import { HI_CONSOLE_OVERVIEW } from '../texts.hi';
import { OverviewPage } from './overview-page';

// docs/decisions/017-translations.md: /admin, its cards, its chart and the payout freeze in Hindi.

describeDictionary('console overview', CONSOLE_OVERVIEW_TEXTS, { es: ES_CONSOLE_OVERVIEW, hi: HI_CONSOLE_OVERVIEW });

/**
 * The English (Latin) words of the page's dictionaries that the Hindi texts do not use (USDT), left in what an
 * operator reads or hears (the chart's titles read on their own too), the toaster and the report's own lines (the
 * server's rule names and rows, shown as they are) aside.
 */
const englishLeft = () =>
  englishLeftOnScreen(
    [
      [CONSOLE_OVERVIEW_TEXTS, HI_CONSOLE_OVERVIEW],
      [CONSOLE_TEXTS, HI_CONSOLE],
    ],
    { words: /[a-z]+/g, unchangedVouch: true, drop: '.Toastify, ul.font-mono, code', ownText: 'title' },
  );

const SNAPSHOT: ReserveSnapshotSummary = {
  _id: 'snap-1',
  day: '2026-11-21',
  trigger: 'operator',
  takenAt: '2026-11-21T09:00:00.000Z',
  liabilities: 815.5,
  reserves: 1000,
  ratioPercent: 122.62,
  reserveMode: 'manual',
  reserveSource: 'Cold wallet',
  verified: false,
  block: null,
  address: null,
  memberAddresses: 0,
  rootHash: 'ab'.repeat(32),
  leafCount: 4,
};

describe('/admin in Hindi', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('shows the queues, solvency, reserves, figures and the chart in Hindi with Hindi figures', async () => {
    stubRoutes(
      NO_PENDING_FUNDS,
      on(routes.reserves, ok(RESERVES_MSG.loaded, { latest: SNAPSHOT, history: [SNAPSHOT] })),
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ members: { total: 123_456, active: 5, newToday: 8, blocked: 3 } })),
      ),
    );
    renderRoutes([{ path: '/admin', Component: OverviewPage }], '/admin');
    await screen.findByRole('heading', { name: 'शोधन क्षमता' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सारांश');
    // The queues show once the operator's role is read.
    expect(await screen.findByRole('heading', { name: 'लंबित जमा' })).toBeTruthy();
    expect(screen.getByText('1,23,456')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'पिछले 30 दिन' })).toBeTruthy();
    const reserves = await screen.findByRole('region', { name: 'भंडार का प्रमाण' });
    expect(await within(reserves).findByText('122.62%')).toBeTruthy();
    expect(within(reserves).getByText('रूट (4 सदस्य)')).toBeTruthy();
    expect(screen.getByRole('list', { name: '30 दिन का कुल' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('words a failed reconciliation and the payout freeze in Hindi', async () => {
    const failed = { checkedAt: new Date(2024, 4, 6, 13, 2, 3).toISOString(), durationMs: 80, problemCount: 1 };
    stubRoutes(
      NO_PENDING_FUNDS,
      on(routes.reserves, ok(RESERVES_MSG.loaded, { latest: null, history: [] })),
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
      on(routes.adminPayoutFreeze, ok(MSG.loaded, freezeOf())),
    );
    const { user } = renderRoutes([{ path: '/admin', Component: OverviewPage }], '/admin');
    expect(await screen.findByText(/^भुगतान रुके हुए हैं/)).toBeTruthy();
    const section = screen.getByRole('heading', { name: 'खाता-बही का मिलान' }).closest('section');
    expect(section?.textContent).toContain('1 समस्या: हिसाब मेल नहीं खाता।');
    await user.click(screen.getByRole('button', { name: 'स्वीकार करें' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'मिलान रिपोर्ट स्वीकार करें?' })).toBeTruthy());
    expect(englishLeft()).toEqual([]);
  });

  it("words the company's own funds and their dialog in Hindi, the contract's messages translated", async () => {
    stubRoutes(
      NO_PENDING_FUNDS,
      on(routes.reserves, ok(RESERVES_MSG.loaded, { latest: null, history: [] })),
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ solvency: { holds: 1_000, owes: 1_250.5, companyFunds: 500 } })),
      ),
    );
    const { user } = renderRoutes([{ path: '/admin', Component: OverviewPage }], '/admin');
    const solvency = (await screen.findByRole('heading', { name: 'शोधन क्षमता' })).closest('section') as HTMLElement;
    expect(solvency.textContent).toContain('इसमें कंपनी की अपनी निधि: 500.00 USDT');
    await user.click(await within(solvency).findByRole('button', { name: 'कंपनी की निधि दर्ज करें' }));
    const dialog = screen.getByRole('dialog', { name: 'कंपनी की निधि दर्ज करें' });
    await user.click(within(dialog).getByRole('button', { name: 'कंपनी की निधि दर्ज करें' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['कृपया राशि दर्ज करें', 'कृपया कारण दर्ज करें']),
    );
    expect(englishLeft()).toEqual([]);
  });
});
