import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { ES_NEWS } from '@app/web-kit/components/news/texts.es';
import { HI_NEWS } from '@app/web-kit/components/news/texts.hi';
import * as COMPONENT_DICTIONARIES from '@app/web-kit/components/ui/texts';
import { TRANSLATIONS as ES_COMPONENT_DICTIONARIES } from '@app/web-kit/components/ui/texts.es';
import { TRANSLATIONS as HI_COMPONENT_DICTIONARIES } from '@app/web-kit/components/ui/texts.hi';
import { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from '@app/web-kit/lib/issue-texts';
import { ES_ISSUE, ES_ISSUE_FIELDS } from '@app/web-kit/lib/issue-texts.es';
import { HI_ISSUE, HI_ISSUE_FIELDS } from '@app/web-kit/lib/issue-texts.hi';
import { describeAreaKeys, describeTranslations } from '@app/web-kit/test/translation-checks';
import { ANNOUNCEMENT_TEXTS } from '../components/announcements/texts';
import { ES_ANNOUNCEMENTS } from '../components/announcements/texts.es';
import { HI_ANNOUNCEMENTS } from '../components/announcements/texts.hi';
import { MAINTENANCE_TEXTS } from '../components/maintenance/texts';
import { ES_MAINTENANCE } from '../components/maintenance/texts.es';
import { HI_MAINTENANCE } from '../components/maintenance/texts.hi';
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
import { ANTI_PHISHING_TEXTS } from '../features/profile/anti-phishing-texts';
import { ES_ANTI_PHISHING } from '../features/profile/anti-phishing-texts.es';
import { HI_ANTI_PHISHING } from '../features/profile/anti-phishing-texts.hi';
import { CLOSE_ACCOUNT_TEXTS } from '../features/profile/close-account-texts';
import { ES_CLOSE_ACCOUNT } from '../features/profile/close-account-texts.es';
import { HI_CLOSE_ACCOUNT } from '../features/profile/close-account-texts.hi';
import { DATA_EXPORT_TEXTS } from '../features/profile/data-export-texts';
import { ES_DATA_EXPORT } from '../features/profile/data-export-texts.es';
import { HI_DATA_EXPORT } from '../features/profile/data-export-texts.hi';
import { FREEZE_LINK_TEXTS } from '../features/profile/freeze-link-texts';
import { ES_FREEZE_LINK } from '../features/profile/freeze-link-texts.es';
import { HI_FREEZE_LINK } from '../features/profile/freeze-link-texts.hi';
import { FREEZE_TEXTS } from '../features/profile/freeze-texts';
import { ES_FREEZE } from '../features/profile/freeze-texts.es';
import { HI_FREEZE } from '../features/profile/freeze-texts.hi';
import { KYC_TEXTS } from '../features/profile/kyc-texts';
import { ES_ADDRESS, ES_IDENTITY } from '../features/profile/kyc-texts.es';
import { HI_ADDRESS, HI_IDENTITY } from '../features/profile/kyc-texts.hi';
import { PASSKEYS_TEXTS } from '../features/profile/passkeys-texts';
import { ES_PASSKEYS } from '../features/profile/passkeys-texts.es';
import { HI_PASSKEYS } from '../features/profile/passkeys-texts.hi';
import { SECURITY_ACTIVITY_TEXTS } from '../features/profile/security-activity-texts';
import { ES_SECURITY_ACTIVITY } from '../features/profile/security-activity-texts.es';
import { HI_SECURITY_ACTIVITY } from '../features/profile/security-activity-texts.hi';
import { STATEMENT_KIND_TEXTS, STATEMENT_TEXTS } from '../features/profile/statement-texts';
import { PROFILE_TEXTS } from '../features/profile/texts';
import { ES_RANK, ES_STATEMENT, ES_STATEMENT_KINDS } from '../features/profile/texts.es';
import { HI_RANK, HI_STATEMENT, HI_STATEMENT_KINDS } from '../features/profile/texts.hi';
import { WITHDRAWAL_ADDRESSES_TEXTS } from '../features/profile/withdrawal-addresses-texts';
import { ES_WITHDRAWAL_ADDRESSES } from '../features/profile/withdrawal-addresses-texts.es';
import { HI_WITHDRAWAL_ADDRESSES } from '../features/profile/withdrawal-addresses-texts.hi';
import { RESERVES_TEXTS } from '../features/reserves/texts';
import { ES_RESERVES } from '../features/reserves/texts.es';
import { HI_RESERVES } from '../features/reserves/texts.hi';
import { TEAM_TEXTS } from '../features/team/texts';
import { ES_TEAM } from '../features/team/texts.es';
import { HI_TEAM } from '../features/team/texts.hi';
import { WITHDRAWAL_TEXTS } from '../features/withdrawals/texts';
import { ES_WITHDRAWALS } from '../features/withdrawals/texts.es';
import { HI_WITHDRAWALS } from '../features/withdrawals/texts.hi';
import { ES_AREAS } from '../i18n/locales/es-areas';
import { HI_AREAS } from '../i18n/locales/hi-areas';

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
  { name: 'freezing an account', en: FREEZE_TEXTS, es: ES_FREEZE, hi: HI_FREEZE },
  { name: 'passkeys', en: PASSKEYS_TEXTS, es: ES_PASSKEYS, hi: HI_PASSKEYS },
  { name: 'anti-phishing code', en: ANTI_PHISHING_TEXTS, es: ES_ANTI_PHISHING, hi: HI_ANTI_PHISHING },
  {
    name: 'withdrawal addresses',
    en: WITHDRAWAL_ADDRESSES_TEXTS,
    es: ES_WITHDRAWAL_ADDRESSES,
    hi: HI_WITHDRAWAL_ADDRESSES,
  },
  {
    name: 'security activity',
    en: SECURITY_ACTIVITY_TEXTS,
    es: ES_SECURITY_ACTIVITY,
    hi: HI_SECURITY_ACTIVITY,
  },
  { name: 'freezing by a mailed link', en: FREEZE_LINK_TEXTS, es: ES_FREEZE_LINK, hi: HI_FREEZE_LINK },
  { name: 'announcements', en: ANNOUNCEMENT_TEXTS, es: ES_ANNOUNCEMENTS, hi: HI_ANNOUNCEMENTS },
  { name: 'maintenance notice', en: MAINTENANCE_TEXTS, es: ES_MAINTENANCE, hi: HI_MAINTENANCE },
  { name: 'income', en: INCOME_TEXTS, es: ES_INCOME, hi: HI_INCOME },
  { name: 'profile', en: PROFILE_TEXTS, es: ES_RANK, hi: HI_RANK },
];

describeTranslations(DICTIONARIES);

describeAreaKeys({ es: ES_AREAS, hi: HI_AREAS });
