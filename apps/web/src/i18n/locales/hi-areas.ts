// The Hindi of every area, each file by its name, so the seams, cycle and translation checks see what the Hindi
// chunk loads (scripts/check-translations.mjs fails on a *texts.hi.ts missing here). Each file's TRANSLATIONS lists
// its dictionaries; their keys are namespaced by area, so no two share a key. Named imports and a plain list, not the
// module's namespace, keep the chunk's imports as they were.
import { TRANSLATIONS as ANNOUNCEMENTS } from '../../components/announcements/texts.hi';
import { TRANSLATIONS as MAINTENANCE } from '../../components/maintenance/texts.hi';
import { TRANSLATIONS as NEWS } from '../../components/news/texts.hi';
import { TRANSLATIONS as SUPPORT_LINK } from '../../components/support-link/texts.hi';
import { TRANSLATIONS as UI } from '../../components/ui/texts.hi';
import { TRANSLATIONS as AUTH } from '../../features/auth/texts.hi';
import { TRANSLATIONS as CONSOLE_ANNOUNCEMENTS } from '../../features/console/announcements/texts.hi';
import { TRANSLATIONS as CONSOLE_AUDIT } from '../../features/console/audit/texts.hi';
import { TRANSLATIONS as CONSOLE_CREDITS } from '../../features/console/credits/texts.hi';
import { TRANSLATIONS as CONSOLE_DEPOSIT_ADDRESSES } from '../../features/console/deposit-addresses/texts.hi';
import { TRANSLATIONS as CONSOLE_DEPOSITS } from '../../features/console/deposits/texts.hi';
import { TRANSLATIONS as CONSOLE_DRY_RUN } from '../../features/console/dry-run/texts.hi';
import { TRANSLATIONS as CONSOLE_KIT } from '../../features/console/kit/texts.hi';
import { TRANSLATIONS as CONSOLE_MEMBERS } from '../../features/console/members/texts.hi';
import { TRANSLATIONS as CONSOLE_NEWS } from '../../features/console/news/texts.hi';
import { TRANSLATIONS as CONSOLE_OPERATORS } from '../../features/console/operators/texts.hi';
import { TRANSLATIONS as CONSOLE_OVERVIEW } from '../../features/console/overview/texts.hi';
import { TRANSLATIONS as CONSOLE_PACKAGES } from '../../features/console/packages/texts.hi';
import { TRANSLATIONS as CONSOLE_REJECTION_REASONS } from '../../features/console/rejection-reasons/texts.hi';
import { TRANSLATIONS as CONSOLE_REPORTS } from '../../features/console/reports/texts.hi';
import { TRANSLATIONS as CONSOLE_SECURITY } from '../../features/console/security/texts.hi';
import { TRANSLATIONS as CONSOLE_SETTINGS } from '../../features/console/settings/texts.hi';
import { TRANSLATIONS as CONSOLE_SITE } from '../../features/console/site/texts.hi';
import { TRANSLATIONS as CONSOLE_SUPPORT } from '../../features/console/support/texts.hi';
import { TRANSLATIONS as CONSOLE_SYSTEM } from '../../features/console/system/texts.hi';
import { TRANSLATIONS as CONSOLE_WITHDRAWALS } from '../../features/console/withdrawals/texts.hi';
import { TRANSLATIONS as DEPOSITS } from '../../features/deposits/texts.hi';
import { TRANSLATIONS as INCOME } from '../../features/income/texts.hi';
import { TRANSLATIONS as NOTIFICATIONS } from '../../features/notifications/texts.hi';
import { TRANSLATIONS as PACKAGES } from '../../features/packages/texts.hi';
import { TRANSLATIONS as PROFILE_CLOSE_ACCOUNT } from '../../features/profile/close-account-texts.hi';
import { TRANSLATIONS as PROFILE_DATA_EXPORT } from '../../features/profile/data-export-texts.hi';
import { TRANSLATIONS as PROFILE_KYC } from '../../features/profile/kyc-texts.hi';
import { TRANSLATIONS as PROFILE } from '../../features/profile/texts.hi';
import { TRANSLATIONS as RESERVES } from '../../features/reserves/texts.hi';
import { TRANSLATIONS as SITE } from '../../features/site/texts.hi';
import { TRANSLATIONS as SUPPORT } from '../../features/support/texts.hi';
import { TRANSLATIONS as TEAM } from '../../features/team/texts.hi';
import { TRANSLATIONS as WITHDRAWALS } from '../../features/withdrawals/texts.hi';
import { TRANSLATIONS as ISSUE } from '../../lib/issue-texts.hi';
import { TRANSLATIONS as PACKAGE_CATEGORY } from '../../lib/package-category-texts.hi';

export const HI_AREAS: readonly (readonly Record<string, string>[])[] = [
  ANNOUNCEMENTS,
  MAINTENANCE,
  NEWS,
  SUPPORT_LINK,
  UI,
  AUTH,
  CONSOLE_ANNOUNCEMENTS,
  CONSOLE_AUDIT,
  CONSOLE_CREDITS,
  CONSOLE_DEPOSIT_ADDRESSES,
  CONSOLE_DEPOSITS,
  CONSOLE_DRY_RUN,
  CONSOLE_KIT,
  CONSOLE_MEMBERS,
  CONSOLE_NEWS,
  CONSOLE_OPERATORS,
  CONSOLE_OVERVIEW,
  CONSOLE_PACKAGES,
  CONSOLE_REJECTION_REASONS,
  CONSOLE_REPORTS,
  CONSOLE_SECURITY,
  CONSOLE_SETTINGS,
  CONSOLE_SITE,
  CONSOLE_SUPPORT,
  CONSOLE_SYSTEM,
  CONSOLE_WITHDRAWALS,
  DEPOSITS,
  INCOME,
  NOTIFICATIONS,
  PACKAGES,
  PROFILE_CLOSE_ACCOUNT,
  PROFILE_DATA_EXPORT,
  PROFILE_KYC,
  PROFILE,
  RESERVES,
  SITE,
  SUPPORT,
  TEAM,
  WITHDRAWALS,
  ISSUE,
  PACKAGE_CATEGORY,
];
