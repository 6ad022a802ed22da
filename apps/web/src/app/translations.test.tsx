import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TEXTS } from '../components/announcements/texts';
import { ES_ANNOUNCEMENTS } from '../components/announcements/texts.es';
import { HI_ANNOUNCEMENTS } from '../components/announcements/texts.hi';
import { MAINTENANCE_TEXTS } from '../components/maintenance/texts';
import { ES_MAINTENANCE } from '../components/maintenance/texts.es';
import { HI_MAINTENANCE } from '../components/maintenance/texts.hi';
import { NEWS_TEXTS } from '../components/news/texts';
import { ES_NEWS } from '../components/news/texts.es';
import { HI_NEWS } from '../components/news/texts.hi';
import * as COMPONENT_DICTIONARIES from '../components/ui/texts';
import { TRANSLATIONS as ES_COMPONENT_DICTIONARIES } from '../components/ui/texts.es';
import { TRANSLATIONS as HI_COMPONENT_DICTIONARIES } from '../components/ui/texts.hi';
import { CREDITS_TEXTS } from '../features/console/credits/texts';
import { ES_CONSOLE_CREDITS } from '../features/console/credits/texts.es';
import { HI_CONSOLE_CREDITS } from '../features/console/credits/texts.hi';
import { CONSOLE_DEPOSIT_TEXTS } from '../features/console/deposits/texts';
import { ES_CONSOLE_DEPOSITS } from '../features/console/deposits/texts.es';
import { HI_CONSOLE_DEPOSITS } from '../features/console/deposits/texts.hi';
import { CONSOLE_TEXTS } from '../features/console/kit/texts';
import { ES_CONSOLE } from '../features/console/kit/texts.es';
import { HI_CONSOLE } from '../features/console/kit/texts.hi';
import { CONSOLE_NEWS_TEXTS } from '../features/console/news/texts';
import { ES_CONSOLE_NEWS } from '../features/console/news/texts.es';
import { HI_CONSOLE_NEWS } from '../features/console/news/texts.hi';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../features/console/withdrawals/texts';
import { ES_CONSOLE_WITHDRAWALS } from '../features/console/withdrawals/texts.es';
import { HI_CONSOLE_WITHDRAWALS } from '../features/console/withdrawals/texts.hi';
import { DEPOSIT_TEXTS } from '../features/deposits/texts';
import { ES_DEPOSITS } from '../features/deposits/texts.es';
import { HI_DEPOSITS } from '../features/deposits/texts.hi';
import { INCOME_TEXTS } from '../features/income/texts';
import { ES_INCOME } from '../features/income/texts.es';
import { HI_INCOME } from '../features/income/texts.hi';
import { NOTIFICATION_TEXTS } from '../features/notifications/texts';
import { ES_NOTIFICATIONS } from '../features/notifications/texts.es';
import { HI_NOTIFICATIONS } from '../features/notifications/texts.hi';
import { ADDRESS_TEXTS } from '../features/profile/address-texts';
import { CLOSE_ACCOUNT_TEXTS } from '../features/profile/close-account-texts';
import { ES_CLOSE_ACCOUNT } from '../features/profile/close-account-texts.es';
import { HI_CLOSE_ACCOUNT } from '../features/profile/close-account-texts.hi';
import { DATA_EXPORT_TEXTS } from '../features/profile/data-export-texts';
import { ES_DATA_EXPORT } from '../features/profile/data-export-texts.es';
import { HI_DATA_EXPORT } from '../features/profile/data-export-texts.hi';
import { KYC_TEXTS } from '../features/profile/kyc-texts';
import { ES_ADDRESS, ES_IDENTITY } from '../features/profile/kyc-texts.es';
import { HI_ADDRESS, HI_IDENTITY } from '../features/profile/kyc-texts.hi';
import { STATEMENT_KIND_TEXTS, STATEMENT_TEXTS } from '../features/profile/statement-texts';
import { PROFILE_TEXTS } from '../features/profile/texts';
import { ES_RANK, ES_STATEMENT, ES_STATEMENT_KINDS } from '../features/profile/texts.es';
import { HI_RANK, HI_STATEMENT, HI_STATEMENT_KINDS } from '../features/profile/texts.hi';
import { RESERVES_TEXTS } from '../features/reserves/texts';
import { ES_RESERVES } from '../features/reserves/texts.es';
import { HI_RESERVES } from '../features/reserves/texts.hi';
import { TEAM_TEXTS } from '../features/team/texts';
import { ES_TEAM } from '../features/team/texts.es';
import { HI_TEAM } from '../features/team/texts.hi';
import { WITHDRAWAL_TEXTS } from '../features/withdrawals/texts';
import { ES_WITHDRAWALS } from '../features/withdrawals/texts.es';
import { HI_WITHDRAWALS } from '../features/withdrawals/texts.hi';
import { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from '../lib/issue-texts';
import { ES_ISSUE, ES_ISSUE_FIELDS } from '../lib/issue-texts.es';
import { HI_ISSUE, HI_ISSUE_FIELDS } from '../lib/issue-texts.hi';

const COMPONENT_TEXTS: Record<string, string> = Object.assign({}, ...Object.values(COMPONENT_DICTIONARIES));
const ES_COMPONENTS: Record<string, string> = Object.assign({}, ...ES_COMPONENT_DICTIONARIES);
const HI_COMPONENTS: Record<string, string> = Object.assign({}, ...HI_COMPONENT_DICTIONARIES);

// docs/decisions/017-translations.md: each area's English dictionary, with its Spanish and Hindi, checked here where
// the app brings the areas together (i18n imports none of them).
const DICTIONARIES = [
  { name: 'components', en: COMPONENT_TEXTS, es: ES_COMPONENTS, hi: HI_COMPONENTS },
  { name: 'withdrawals', en: WITHDRAWAL_TEXTS, es: ES_WITHDRAWALS, hi: HI_WITHDRAWALS },
  { name: 'reserves', en: RESERVES_TEXTS, es: ES_RESERVES, hi: HI_RESERVES },
  { name: 'team', en: TEAM_TEXTS, es: ES_TEAM, hi: HI_TEAM },
  { name: 'news', en: NEWS_TEXTS, es: ES_NEWS, hi: HI_NEWS },
  { name: 'console news', en: CONSOLE_NEWS_TEXTS, es: ES_CONSOLE_NEWS, hi: HI_CONSOLE_NEWS },
  { name: 'deposits', en: DEPOSIT_TEXTS, es: ES_DEPOSITS, hi: HI_DEPOSITS },
  { name: 'notifications', en: NOTIFICATION_TEXTS, es: ES_NOTIFICATIONS, hi: HI_NOTIFICATIONS },
  { name: 'statement', en: STATEMENT_TEXTS, es: ES_STATEMENT, hi: HI_STATEMENT },
  { name: 'statement kinds', en: STATEMENT_KIND_TEXTS, es: ES_STATEMENT_KINDS, hi: HI_STATEMENT_KINDS },
  { name: 'form messages', en: ISSUE_TEXTS, es: ES_ISSUE, hi: HI_ISSUE },
  { name: 'form fields', en: ISSUE_FIELD_TEXTS, es: ES_ISSUE_FIELDS, hi: HI_ISSUE_FIELDS },
  { name: 'USDT address', en: ADDRESS_TEXTS, es: ES_ADDRESS, hi: HI_ADDRESS },
  { name: 'identity check', en: KYC_TEXTS, es: ES_IDENTITY, hi: HI_IDENTITY },
  { name: 'your data', en: DATA_EXPORT_TEXTS, es: ES_DATA_EXPORT, hi: HI_DATA_EXPORT },
  { name: 'closing an account', en: CLOSE_ACCOUNT_TEXTS, es: ES_CLOSE_ACCOUNT, hi: HI_CLOSE_ACCOUNT },
  { name: 'announcements', en: ANNOUNCEMENT_TEXTS, es: ES_ANNOUNCEMENTS, hi: HI_ANNOUNCEMENTS },
  { name: 'maintenance notice', en: MAINTENANCE_TEXTS, es: ES_MAINTENANCE, hi: HI_MAINTENANCE },
  { name: 'income', en: INCOME_TEXTS, es: ES_INCOME, hi: HI_INCOME },
  { name: 'profile', en: PROFILE_TEXTS, es: ES_RANK, hi: HI_RANK },
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
