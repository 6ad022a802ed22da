import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { HI_CONSOLE } from '../../../kit/texts.hi';
import { signInOperator } from '../../../test/console-test-kit';
import { hotWalletStubs, jobOf, replicaOf, secondsBefore, systemOf, watcherOf } from '../../../test/system-test-kit';
import { ago, every } from '../components/ages';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';
import { ES_CONSOLE_SYSTEM } from '../texts.es';
import { HI_CONSOLE_SYSTEM } from '../texts.hi';
import { SystemPage } from './system-page';

// docs/decisions/017-translations.md: /admin/system, its cards, its ages and its stale notes in Hindi.

/** Names of programs, settings, commands and metrics an operator types or looks up, kept in Latin letters in Hindi. */
const KEPT =
  /USDT|PostgreSQL|pgBackRest|HAProxy|Patroni|PGlite|WAL|DEPOSIT_XPUB|PAYOUT_KEYSTORE_PASSWORD_FILE|PAYOUT_KEYSTORE|CHAIN_RPC_URL|BNB Smart Chain|BNB|API|p99|5xx/g;

describeDictionary(
  'console system',
  CONSOLE_SYSTEM_TEXTS,
  { es: ES_CONSOLE_SYSTEM, hi: HI_CONSOLE_SYSTEM },
  { kept: KEPT },
);

/**
 * The English (Latin) words of the page's dictionaries that the Hindi texts do not use, left on the page, the toaster,
 * the servers' own names (instance, host, build, job names) and commands aside: the commands an operator runs are the
 * same in every language.
 */
const englishLeft = () =>
  englishLeftOnScreen(
    [
      [CONSOLE_SYSTEM_TEXTS, HI_CONSOLE_SYSTEM],
      [CONSOLE_TEXTS, HI_CONSOLE],
    ],
    {
      words: /[a-z]+/g,
      unchangedVouch: true,
      drop: '.Toastify, .font-mono, dd.break-all',
      strip: /pgbackrest (check|info)/g,
      stripWith: '',
    },
  );

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('/admin/system in Hindi', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('words ages and periods in Hindi', () => {
    expect([0, 45, 60, 3600, 2 * 86_400].map(ago)).toEqual([
      'अभी-अभी',
      '45 से. पहले',
      '1 मिनट पहले',
      '1 घंटे पहले',
      '2 दिन पहले',
    ]);
    expect([60, 900].map(every)).toEqual(['हर मिनट', 'हर 15 मिनट']);
  });

  it('shows the servers, database, reconciliation, backups, watcher and jobs in Hindi, stale ones in words', async () => {
    stubRoutes(
      ...hotWalletStubs(),
      on(
        routes.adminSystem,
        ok(
          MSG.loaded,
          systemOf({
            replicas: [replicaOf(), replicaOf({ instanceId: 'api-2:3002', ageSeconds: 300, seen: false })],
            reconciliation: { checkedAt: secondsBefore(3000), ageSeconds: 3000, problemCount: 2, stale: true },
            archiving: {
              mode: 'on',
              lastArchivedAt: secondsBefore(1800),
              lastArchivedAgeSeconds: 1800,
              lastFailedAt: secondsBefore(20),
              failing: true,
            },
            depositWatcher: watcherOf({
              mode: 'per-member',
              addressCount: 123_456,
              cursorBlock: 48_000_000,
              headBlock: 48_000_015,
              lagBlocks: 15,
              lastSuccessAt: secondsBefore(20),
              lastSuccessAgeSeconds: 20,
              pendingCount: 2,
              dustCount: 1,
            }),
            jobs: [jobOf({ lastSuccessAt: secondsBefore(3000), lastSuccessAgeSeconds: 3000, stale: true })],
          }),
        ),
      ),
    );
    renderRoutes([{ path: '/admin/system', Component: SystemPage }], '/admin/system');
    await screen.findByRole('heading', { name: 'API सर्वर' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सिस्टम');
    const servers = card('API सर्वर');
    expect(within(servers).getByText('2 में से 1 दिखे')).toBeTruthy();
    expect(within(servers).getByRole('status').textContent).toContain('1 सर्वर नहीं दिख रहा।');
    expect(card('खाता-बही का मिलान').textContent).toContain('पुराना: 30 मिनट से अधिक पुराना।');
    const watcher = card('जमा निगरानी');
    expect(within(watcher).getByText('1,23,456')).toBeTruthy();
    expect(within(watcher).getByText('2 पुष्टि में · 1 डस्ट')).toBeTruthy();
    expect(within(card('पृष्ठभूमि कार्य')).getByText('1 देर से')).toBeTruthy();
    const wallet = card('हॉट वॉलेट');
    expect((await within(wallet).findByRole('status')).textContent).toContain('भुगतान जारी');
    expect(within(wallet).getByText('2 कतार में · 1 रास्ते में')).toBeTruthy();
    expect(within(wallet).getByText('5,000.00 USDT में से 1,250.00 USDT')).toBeTruthy();
    expect(within(wallet).getByRole('button', { name: 'स्वचालित भुगतान रोकें' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
