import { MSG, RESERVES_MSG, type ReserveSnapshotSummary, routes } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n/i18n';
import { ES_CONSOLE_OVERVIEW } from '../../../i18n/locales/es/console-overview';
import { HI_CONSOLE } from '../../../i18n/locales/hi/console';
import { HI_CONSOLE_OVERVIEW } from '../../../i18n/locales/hi/console-overview';
import { freezeOf, overviewOf, signInOperator } from '../../../test/console-test-kit';
import { describeDictionary } from '../../../test/dictionary-checks';
import { renderRoutes } from '../../../test/render-routes';
import { ok, on, stubRoutes } from '../../../test/stub-routes';
import { CONSOLE_TEXTS } from '../../console/texts';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';
import { OverviewPage } from './overview-page';

// docs/decisions/017-translations.md: /admin, its cards, its chart and the payout freeze in Hindi.

describeDictionary('console overview', CONSOLE_OVERVIEW_TEXTS, { es: ES_CONSOLE_OVERVIEW, hi: HI_CONSOLE_OVERVIEW });

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
const withoutValues = (text: string) => text.replace(/\{\{\w+\}\}/g, '');

/** The English words of the page's dictionaries that the Hindi texts do not use (USDT). */
function englishOnlyWords(): Set<string> {
  const pairs: [Record<string, string>, Record<string, string>][] = [
    [CONSOLE_OVERVIEW_TEXTS, HI_CONSOLE_OVERVIEW],
    [CONSOLE_TEXTS, HI_CONSOLE],
  ];
  const kept = new Set(pairs.flatMap(([, hi]) => Object.values(hi).flatMap((text) => wordsOf(withoutValues(text)))));
  return new Set(
    pairs
      .flatMap(([en]) => Object.values(en).flatMap((text) => wordsOf(withoutValues(text))))
      .filter((word) => !kept.has(word)),
  );
}

/**
 * The English words left in what an operator reads or hears, the toaster and the report's own lines (the server's
 * rule names and rows, shown as they are) aside.
 */
function englishLeft(): string[] {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const element of page.querySelectorAll('.Toastify, ul.font-mono, code')) element.remove();
  const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
  const named = [...page.querySelectorAll('*')].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name) ?? ''),
  );
  const titles = [...page.querySelectorAll('title')].map((element) => element.textContent ?? '');
  const shown = [page.textContent ?? '', ...named, ...titles].join(' ');
  const englishOnly = englishOnlyWords();
  return wordsOf(shown).filter((word) => englishOnly.has(word));
}

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
      on(routes.reserves, ok(RESERVES_MSG.loaded, { latest: SNAPSHOT, history: [SNAPSHOT] })),
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ members: { total: 123_456, active: 5, newToday: 8, blocked: 3 } })),
      ),
    );
    renderRoutes([{ path: '/admin', Component: OverviewPage }], '/admin');
    await screen.findByRole('heading', { name: 'शोधन क्षमता' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सारांश');
    expect(screen.getByRole('heading', { name: 'लंबित जमा' })).toBeTruthy();
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
});
