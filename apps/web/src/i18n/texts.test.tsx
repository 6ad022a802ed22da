import { MSG, routes } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWS_TEXTS } from '../components/news/texts';
import { StatusBadge } from '../components/ui/status-badge';
import * as COMPONENT_DICTIONARIES from '../components/ui/texts';
import { CONSOLE_TEXTS } from '../features/console/texts';
import { CREDITS_TEXTS } from '../features/console-credits/texts';
import { CONSOLE_DEPOSIT_TEXTS } from '../features/console-deposits/texts';
import { CONSOLE_NEWS_TEXTS } from '../features/console-news/texts';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../features/console-withdrawals/texts';
import { DEPOSIT_TEXTS } from '../features/deposits/texts';
import { INCOME_TEXTS } from '../features/income/texts';
import { NOTIFICATION_TEXTS } from '../features/notifications/texts';
import { ADDRESS_TEXTS } from '../features/profile/address-texts';
import { KYC_TEXTS } from '../features/profile/kyc-texts';
import { STATEMENT_KIND_TEXTS, STATEMENT_TEXTS } from '../features/profile/statement-texts';
import { PROFILE_TEXTS } from '../features/profile/texts';
import { RESERVES_TEXTS } from '../features/reserves/texts';
import { TEAM_TEXTS } from '../features/team/texts';
import { CapitalWithdrawPage } from '../features/withdrawals/pages/capital-withdraw-page';
import { WITHDRAWAL_TEXTS } from '../features/withdrawals/texts';
import { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from '../lib/issue-texts';
import { STORAGE_KEY } from '../lib/screen-constants';
import { orderOf } from '../test/packages-test-kit';
import { landing, renderRoutes } from '../test/render-routes';
import { ok, on, stubRoutes } from '../test/stub-routes';
import { profileOf, SETTINGS } from '../test/withdrawals-test-kit';
import { changeLocale } from './i18n';
import { ES_COMPONENTS } from './locales/es/components';
import { ES_CONSOLE } from './locales/es/console';
import { ES_CONSOLE_CREDITS, ES_CONSOLE_DEPOSITS, ES_CONSOLE_WITHDRAWALS } from './locales/es/console-credits';
import { ES_CONSOLE_NEWS } from './locales/es/console-news';
import { ES_INCOME } from './locales/es/income';
import { ES_ISSUES } from './locales/es/issues';
import { ES_KYC } from './locales/es/kyc';
import { ES_MEMBER } from './locales/es/member';
import { ES_NEWS } from './locales/es/news';
import { ES_PROFILE } from './locales/es/profile';
import { ES_RESERVES } from './locales/es/reserves';
import { ES_TEAM } from './locales/es/team';
import { ES_WITHDRAWALS } from './locales/es/withdrawals';
import { HI_COMPONENTS } from './locales/hi/components';
import { HI_CONSOLE } from './locales/hi/console';
import { HI_CONSOLE_CREDITS, HI_CONSOLE_DEPOSITS, HI_CONSOLE_WITHDRAWALS } from './locales/hi/console-credits';
import { HI_CONSOLE_NEWS } from './locales/hi/console-news';
import { HI_INCOME } from './locales/hi/income';
import { HI_ISSUES } from './locales/hi/issues';
import { HI_KYC } from './locales/hi/kyc';
import { HI_MEMBER } from './locales/hi/member';
import { HI_NEWS } from './locales/hi/news';
import { HI_PROFILE } from './locales/hi/profile';
import { HI_RESERVES } from './locales/hi/reserves';
import { HI_TEAM } from './locales/hi/team';
import { HI_WITHDRAWALS } from './locales/hi/withdrawals';
import { useTexts } from './texts';

const COMPONENT_TEXTS: Record<string, string> = Object.assign({}, ...Object.values(COMPONENT_DICTIONARIES));

// docs/decisions/017-translations.md: each area's English dictionary, with its Spanish and Hindi.
const DICTIONARIES = [
  { name: 'components', en: COMPONENT_TEXTS, es: ES_COMPONENTS, hi: HI_COMPONENTS },
  { name: 'withdrawals', en: WITHDRAWAL_TEXTS, es: ES_WITHDRAWALS, hi: HI_WITHDRAWALS },
  { name: 'reserves', en: RESERVES_TEXTS, es: ES_RESERVES, hi: HI_RESERVES },
  { name: 'team', en: TEAM_TEXTS, es: ES_TEAM, hi: HI_TEAM },
  { name: 'news', en: NEWS_TEXTS, es: ES_NEWS, hi: HI_NEWS },
  { name: 'console news', en: CONSOLE_NEWS_TEXTS, es: ES_CONSOLE_NEWS, hi: HI_CONSOLE_NEWS },
  { name: 'deposits', en: DEPOSIT_TEXTS, es: ES_MEMBER, hi: HI_MEMBER },
  { name: 'notifications', en: NOTIFICATION_TEXTS, es: ES_MEMBER, hi: HI_MEMBER },
  { name: 'statement', en: STATEMENT_TEXTS, es: ES_PROFILE, hi: HI_PROFILE },
  { name: 'statement kinds', en: STATEMENT_KIND_TEXTS, es: ES_PROFILE, hi: HI_PROFILE },
  { name: 'form messages', en: ISSUE_TEXTS, es: ES_ISSUES, hi: HI_ISSUES },
  { name: 'form fields', en: ISSUE_FIELD_TEXTS, es: ES_ISSUES, hi: HI_ISSUES },
  { name: 'USDT address', en: ADDRESS_TEXTS, es: ES_KYC, hi: HI_KYC },
  { name: 'identity check', en: KYC_TEXTS, es: ES_KYC, hi: HI_KYC },
  { name: 'income', en: INCOME_TEXTS, es: ES_INCOME, hi: HI_INCOME },
  { name: 'profile', en: PROFILE_TEXTS, es: ES_PROFILE, hi: HI_PROFILE },
  { name: 'console', en: CONSOLE_TEXTS, es: ES_CONSOLE, hi: HI_CONSOLE },
  { name: 'console deposits', en: CONSOLE_DEPOSIT_TEXTS, es: ES_CONSOLE_DEPOSITS, hi: HI_CONSOLE_DEPOSITS },
  {
    name: 'console withdrawals',
    en: CONSOLE_WITHDRAWAL_TEXTS,
    es: ES_CONSOLE_WITHDRAWALS,
    hi: HI_CONSOLE_WITHDRAWALS,
  },
  { name: 'console credits', en: CREDITS_TEXTS, es: ES_CONSOLE_CREDITS, hi: HI_CONSOLE_CREDITS },
];
/** Terms every language writes as they are (docs/product.md#languages). */
const KEPT_TERMS = ['USDT', 'BEP-20', 'OTP', 'UID'];
/** Texts that are the same word in Spanish. */
const SAME_IN_SPANISH = new Set([
  'ui.demo',
  'wd.capital',
  'cr.uid',
  'inc.total',
  'inc.trading.short',
  'auth.wait',
  'rsv.ratioShort',
]);
/** Texts that are only a kept term and a value in every language. */
const SAME_EVERYWHERE = new Set(['cr.uid']);
const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

afterEach(async () => {
  await changeLocale('en');
});

describe.each(DICTIONARIES)('the $name dictionary', ({ en, es, hi }) => {
  it.each([
    ['es', es],
    ['hi', hi],
  ] as const)('in %s has a real text for every key, with the same values and kept terms', (locale, translated) => {
    const texts: Record<string, string> = translated;
    for (const [key, english] of Object.entries(en as Record<string, string>)) {
      expect(texts[key]?.trim(), key).toBeTruthy();
      if (!SAME_EVERYWHERE.has(key) && !(locale === 'es' && SAME_IN_SPANISH.has(key)))
        expect(texts[key], key).not.toBe(english);
      expect(placesOf(texts[key] ?? ''), key).toEqual(placesOf(english));
      for (const term of KEPT_TERMS) if (english.includes(term)) expect(texts[key], `${key}: ${term}`).toContain(term);
    }
  });

  it('in Hindi is written in Devanagari, without an English wallet name', () => {
    for (const [key, text] of Object.entries(hi as Record<string, string>)) {
      const words = text.replace(/\{\{\w+\}\}/g, '');
      if (!SAME_EVERYWHERE.has(key) && /\p{L}/u.test(words)) expect(text, key).toMatch(/[\u0900-\u097F]/);
      expect(words, key).not.toMatch(/Electronic|Flexible|Trade for|wallet/i);
    }
  });
});

function Sentence() {
  const { tx } = useTexts(WITHDRAWAL_TEXTS);
  return <p>{tx('wd.available', { amount: <strong>12.50 USDT</strong> })}</p>;
}

describe('useTexts', () => {
  it('shows the English of the dictionary, then the chosen language once it is loaded', async () => {
    const { rerender } = render(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toBeTruthy();
    await changeLocale('hi');
    rerender(<StatusBadge status="pending" />);
    expect(screen.getByText('लंबित')).toBeTruthy();
    await changeLocale('es');
    rerender(<StatusBadge status="reject" />);
    expect(screen.getByText('Rechazado')).toBeTruthy();
  });

  it('puts an element where a translated sentence has its place, wherever the language puts it', async () => {
    await changeLocale('hi');
    render(<Sentence />);
    const strong = screen.getByText('12.50 USDT');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement?.textContent).toBe('उपलब्ध: आपके फ्लेक्सिबल वॉलेट में 12.50 USDT');
  });
});

describe('/withdrawladd/:id in Hindi and Spanish', () => {
  const ORDER = orderOf({ title: 'Gold', price: 250, capitalChargePercent: 8 });
  const renderCapital = () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubRoutes(
      on(routes.activePackages, ok(MSG.loaded, [ORDER])),
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.profile, ok(MSG.profileLoaded, profileOf())),
    );
    return renderRoutes(
      [{ path: '/withdrawladd/:id', Component: CapitalWithdrawPage }, landing('/my-order')],
      `/withdrawladd/${ORDER._id}`,
    );
  };

  it('words every text and formats every figure in Hindi', async () => {
    await changeLocale('hi');
    renderCapital();
    expect(await screen.findByRole('heading', { name: 'Gold की पूंजी निकालें' })).toBeTruthy();
    expect(screen.getByText('पूंजी').nextElementSibling?.textContent).toBe('250.00 USDT');
    expect(screen.getByText('एडमिन शुल्क').nextElementSibling?.textContent).toBe('8%');
    expect(screen.getByLabelText('पता')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeTruthy();
  });

  it('formats the percentage the Spanish way beside the Spanish texts', async () => {
    await changeLocale('es');
    renderCapital();
    expect(await screen.findByRole('heading', { name: 'Retirar el capital de Gold' })).toBeTruthy();
    expect(screen.getByText('Comisión de administración').nextElementSibling?.textContent).toBe('8\u00a0%');
    expect(screen.getByText('Capital').nextElementSibling?.textContent).toBe('250,00 USDT');
  });
});
