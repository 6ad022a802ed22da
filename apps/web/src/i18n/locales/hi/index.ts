import { HI_COMPONENTS } from './components';
import { HI_CONSOLE, HI_CONSOLE_ISSUES } from './console';
import { HI_CONSOLE_AUDIT } from './console-audit';
import { HI_CONSOLE_CREDITS, HI_CONSOLE_DEPOSITS, HI_CONSOLE_WITHDRAWALS } from './console-credits';
import { HI_CONSOLE_DEPOSIT_ADDRESSES } from './console-deposit-addresses';
import { HI_CONSOLE_MEMBERS } from './console-members';
import { HI_CONSOLE_NEWS } from './console-news';
import { HI_CONSOLE_OPERATORS } from './console-operators';
import { HI_CONSOLE_OVERVIEW } from './console-overview';
import { HI_CONSOLE_PACKAGES } from './console-packages';
import { HI_CONSOLE_SECURITY } from './console-security';
import { HI_CONSOLE_SETTINGS } from './console-settings';
import { HI_CONSOLE_SITE } from './console-site';
import { HI_CONSOLE_SYSTEM } from './console-system';
import { HI_INCOME } from './income';
import { HI_ISSUES } from './issues';
import { HI_KYC } from './kyc';
import { HI_MEMBER } from './member';
import { HI_NEWS } from './news';
import { HI_PACKAGE_CATEGORIES, HI_PACKAGES } from './packages';
import { HI_PROFILE } from './profile';
import { HI_RESERVES } from './reserves';
import { HI_SITE, HI_SITE_HOME, HI_SITE_LIVE, HI_SITE_LIVE_STATE, HI_SITE_SHARED } from './site';
import { HI_TEAM } from './team';
import { HI_WITHDRAWALS } from './withdrawals';

/** Hindi for every feature's dictionary (docs/decisions/017-translations.md), fetched with the language. */
export const HI_FEATURES: Record<string, string> = {
  ...HI_COMPONENTS,
  ...HI_ISSUES,
  ...HI_NEWS,
  ...HI_CONSOLE_NEWS,
  ...HI_WITHDRAWALS,
  ...HI_TEAM,
  ...HI_CONSOLE,
  ...HI_CONSOLE_ISSUES,
  ...HI_CONSOLE_CREDITS,
  ...HI_CONSOLE_DEPOSITS,
  ...HI_CONSOLE_WITHDRAWALS,
  ...HI_PROFILE,
  ...HI_INCOME,
  ...HI_MEMBER,
  ...HI_KYC,
  ...HI_RESERVES,
  ...HI_PACKAGES,
  ...HI_PACKAGE_CATEGORIES,
  ...HI_CONSOLE_PACKAGES,
  ...HI_CONSOLE_DEPOSIT_ADDRESSES,
  ...HI_CONSOLE_MEMBERS,
  ...HI_CONSOLE_AUDIT,
  ...HI_CONSOLE_OPERATORS,
  ...HI_CONSOLE_OVERVIEW,
  ...HI_CONSOLE_SYSTEM,
  ...HI_CONSOLE_SETTINGS,
  ...HI_CONSOLE_SECURITY,
  ...HI_CONSOLE_SITE,
  ...HI_SITE,
  ...HI_SITE_SHARED,
  ...HI_SITE_HOME,
  ...HI_SITE_LIVE,
  ...HI_SITE_LIVE_STATE,
};
