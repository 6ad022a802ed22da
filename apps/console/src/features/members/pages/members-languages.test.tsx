import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { type DictionaryPair, describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { ES_CONSOLE } from '../../../kit/texts.es';
import { HI_CONSOLE } from '../../../kit/texts.hi';
import { CREATED, memberDetailOf, memberPage, memberRowOf, signInOperator } from '../../../test/console-test-kit';
import { renderMember } from '../../../test/member-page-test-kit';
import { CONSOLE_MEMBER_TEXTS } from '../texts';
import { ES_CONSOLE_MEMBERS } from '../texts.es';
import { HI_CONSOLE_MEMBERS } from '../texts.hi';
import { MembersPage } from './members-page';

// docs/decisions/017-translations.md: the console's members list and a member's page in Spanish and Hindi.

describeDictionary(
  'console members',
  CONSOLE_MEMBER_TEXTS,
  { es: ES_CONSOLE_MEMBERS, hi: HI_CONSOLE_MEMBERS },
  { latin: /USDT|UID|KYC|PDF|KB|API|\b[ABC]\b/g },
);

/**
 * The English words left in what an operator reads or hears on the page (the app's toaster aside). A ledger posting's
 * title is its stored kind ("adjustment"), a code shown as kept.
 */
const englishLeft = (pairs: DictionaryPair[]) => englishLeftOnScreen(pairs, { skipValues: /^[a-z:]+$/ });

const SPANISH: DictionaryPair[] = [
  [CONSOLE_MEMBER_TEXTS, ES_CONSOLE_MEMBERS],
  [CONSOLE_TEXTS, ES_CONSOLE],
];
const HINDI: DictionaryPair[] = [
  [CONSOLE_MEMBER_TEXTS, HI_CONSOLE_MEMBERS],
  [CONSOLE_TEXTS, HI_CONSOLE],
];

describe('/admin/members in Spanish', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('lists the members with Spanish words and Spanish figures', async () => {
    const ana = memberRowOf({ fullName: 'Ana Ruiz', incomeBalance: 1234.5, kycStatus: 'pending' });
    stubRoutes(on(routes.adminMembers, memberPage([ana])));
    renderRoutes(
      [{ path: '/admin/members', Component: MembersPage }, landing(`/admin/members/${ana._id}`)],
      '/admin/members?search=ana',
    );
    await screen.findByRole('link', { name: 'Ana Ruiz' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Miembros');
    expect(screen.getByRole('status').textContent).toBe('1 miembro coincide con «ana»');
    const row = screen.getByRole('link', { name: 'Ana Ruiz' }).closest('li') as HTMLElement;
    expect(within(row).getByText('KYC pendiente')).toBeTruthy();
    expect(within(row).getByText('Billetera flexible').nextElementSibling?.textContent).toBe('1234,50 USDT');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(englishLeft(SPANISH)).toEqual([]);
  });
});

describe('/admin/members/:id in Hindi', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it("shows the member's profile, wallets, team and records in Hindi", async () => {
    const detail = memberDetailOf({
      fullName: 'Ana Ruiz',
      blocked: true,
      blockedAt: CREATED.toISOString(),
      blockedReason: 'Fraude',
      orders: [
        {
          _id: 'order-1',
          package_id: 'package-1',
          title: 'Oro',
          price: 500,
          yield: 1.5,
          maturity: 30,
          totalDays: 4,
          status: 'active',
          handlingFee: 0,
          capitalChargePercent: 10,
          paidToday: false,
          lastPaidDay: null,
          createdAt: CREATED.toISOString(),
          closedAt: null,
        },
      ],
      postings: [
        { entryId: 'entry-1', kind: 'adjustment', wallet: 'income', amount: -12.5, createdAt: CREATED.toISOString() },
      ],
    });
    renderMember({ detail: ok(MSG.loaded, detail) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अनब्लॉक करें' })).toBeTruthy();
    expect(screen.getByText('ऑपरेटर समायोजन')).toBeTruthy();
    expect(screen.getByText(/प्रतिदिन 1\.5%/)).toBeTruthy();
    await screen.findByText('इस सदस्य ने अभी जाँच नहीं भेजी है।');
    expect(englishLeft(HINDI)).toEqual([]);
  });

  it("writes an income's day in the Hindi order", async () => {
    const income = {
      _id: 'income-1',
      kind: 'level' as const,
      amount: 3.25,
      level: 1,
      source: null,
      day: '2024-05-16',
      createdAt: CREATED.toISOString(),
      basis: { baseAmount: 32.5, ratePercent: 10, rule: 'level 1' },
    };
    renderMember({ detail: ok(MSG.loaded, memberDetailOf({ incomes: [income] })) });
    await waitFor(() => expect(document.getElementById('member-incomes')).toBeTruthy());
    const incomes = document.getElementById('member-incomes')?.closest('section')?.textContent;
    expect(incomes).toContain('16/05/2024');
    expect(incomes).not.toContain('2024-05-16');
  });
});
