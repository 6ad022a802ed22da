import { ES_COMPONENTS } from './components';
import { ES_CONSOLE, ES_CONSOLE_ISSUES } from './console';
import { ES_CONSOLE_AUDIT } from './console-audit';
import { ES_CONSOLE_CREDITS, ES_CONSOLE_DEPOSITS, ES_CONSOLE_WITHDRAWALS } from './console-credits';
import { ES_CONSOLE_DEPOSIT_ADDRESSES } from './console-deposit-addresses';
import { ES_CONSOLE_MEMBERS } from './console-members';
import { ES_CONSOLE_NEWS } from './console-news';
import { ES_CONSOLE_OPERATORS } from './console-operators';
import { ES_CONSOLE_OVERVIEW } from './console-overview';
import { ES_CONSOLE_PACKAGES } from './console-packages';
import { ES_CONSOLE_SECURITY } from './console-security';
import { ES_CONSOLE_SETTINGS } from './console-settings';
import { ES_CONSOLE_SITE } from './console-site';
import { ES_CONSOLE_SYSTEM } from './console-system';
import { ES_INCOME } from './income';
import { ES_ISSUES } from './issues';
import { ES_KYC } from './kyc';
import { ES_MEMBER } from './member';
import { ES_NEWS } from './news';
import { ES_PACKAGE_CATEGORIES, ES_PACKAGES } from './packages';
import { ES_PROFILE } from './profile';
import { ES_RESERVES } from './reserves';
import { ES_SITE, ES_SITE_HOME, ES_SITE_LIVE, ES_SITE_LIVE_STATE, ES_SITE_SHARED } from './site';
import { ES_TEAM } from './team';
import { ES_WITHDRAWALS } from './withdrawals';

/** Spanish for every feature's dictionary (docs/decisions/017-translations.md), fetched with the language. */
export const ES_FEATURES: Record<string, string> = {
  ...ES_COMPONENTS,
  ...ES_ISSUES,
  ...ES_NEWS,
  ...ES_CONSOLE_NEWS,
  ...ES_WITHDRAWALS,
  ...ES_TEAM,
  ...ES_CONSOLE,
  ...ES_CONSOLE_ISSUES,
  ...ES_CONSOLE_CREDITS,
  ...ES_CONSOLE_DEPOSITS,
  ...ES_CONSOLE_WITHDRAWALS,
  ...ES_PROFILE,
  ...ES_INCOME,
  ...ES_MEMBER,
  ...ES_KYC,
  ...ES_RESERVES,
  ...ES_PACKAGES,
  ...ES_PACKAGE_CATEGORIES,
  ...ES_CONSOLE_PACKAGES,
  ...ES_CONSOLE_DEPOSIT_ADDRESSES,
  ...ES_CONSOLE_MEMBERS,
  ...ES_CONSOLE_AUDIT,
  ...ES_CONSOLE_OPERATORS,
  ...ES_CONSOLE_OVERVIEW,
  ...ES_CONSOLE_SYSTEM,
  ...ES_CONSOLE_SETTINGS,
  ...ES_CONSOLE_SECURITY,
  ...ES_CONSOLE_SITE,
  ...ES_SITE,
  ...ES_SITE_SHARED,
  ...ES_SITE_HOME,
  ...ES_SITE_LIVE,
  ...ES_SITE_LIVE_STATE,
};
