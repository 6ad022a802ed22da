// The Spanish of every area, each file by its name, so the seams, cycle and translation checks see what the Spanish
// chunk loads (scripts/check-translations.mjs fails on a *texts.es.ts missing here). Each file's TRANSLATIONS lists
// its dictionaries; their keys are namespaced by area, so no two share a key. Named imports and a plain list, not the
// module's namespace, keep the chunk's imports as they were.
import { TRANSLATIONS as ANNOUNCEMENTS } from '../../components/announcements/texts.es';
import { TRANSLATIONS as MAINTENANCE } from '../../components/maintenance/texts.es';
import { TRANSLATIONS as NEWS } from '../../components/news/texts.es';
import { TRANSLATIONS as SUPPORT_LINK } from '../../components/support-link/texts.es';
import { TRANSLATIONS as UI } from '../../components/ui/texts.es';
import { TRANSLATIONS as AUTH } from '../../features/auth/texts.es';
import { TRANSLATIONS as CONSOLE_ANNOUNCEMENTS } from '../../features/console/announcements/texts.es';
import { TRANSLATIONS as CONSOLE_AUDIT } from '../../features/console/audit/texts.es';
import { TRANSLATIONS as CONSOLE_CREDITS } from '../../features/console/credits/texts.es';
import { TRANSLATIONS as CONSOLE_DEPOSIT_ADDRESSES } from '../../features/console/deposit-addresses/texts.es';
import { TRANSLATIONS as CONSOLE_DEPOSITS } from '../../features/console/deposits/texts.es';
import { TRANSLATIONS as CONSOLE_DRY_RUN } from '../../features/console/dry-run/texts.es';
import { TRANSLATIONS as CONSOLE_KIT } from '../../features/console/kit/texts.es';
import { TRANSLATIONS as CONSOLE_MEMBERS } from '../../features/console/members/texts.es';
import { TRANSLATIONS as CONSOLE_NEWS } from '../../features/console/news/texts.es';
import { TRANSLATIONS as CONSOLE_OPERATORS } from '../../features/console/operators/texts.es';
import { TRANSLATIONS as CONSOLE_OVERVIEW } from '../../features/console/overview/texts.es';
import { TRANSLATIONS as CONSOLE_PACKAGES } from '../../features/console/packages/texts.es';
import { TRANSLATIONS as CONSOLE_REJECTION_REASONS } from '../../features/console/rejection-reasons/texts.es';
import { TRANSLATIONS as CONSOLE_REPORTS } from '../../features/console/reports/texts.es';
import { TRANSLATIONS as CONSOLE_SECURITY } from '../../features/console/security/texts.es';
import { TRANSLATIONS as CONSOLE_SETTINGS } from '../../features/console/settings/texts.es';
import { TRANSLATIONS as CONSOLE_SITE } from '../../features/console/site/texts.es';
import { TRANSLATIONS as CONSOLE_SUPPORT } from '../../features/console/support/texts.es';
import { TRANSLATIONS as CONSOLE_SYSTEM } from '../../features/console/system/texts.es';
import { TRANSLATIONS as CONSOLE_WITHDRAWALS } from '../../features/console/withdrawals/texts.es';
import { TRANSLATIONS as DEPOSITS } from '../../features/deposits/texts.es';
import { TRANSLATIONS as INCOME } from '../../features/income/texts.es';
import { TRANSLATIONS as NOTIFICATIONS } from '../../features/notifications/texts.es';
import { TRANSLATIONS as PACKAGES } from '../../features/packages/texts.es';
import { TRANSLATIONS as PROFILE_CLOSE_ACCOUNT } from '../../features/profile/close-account-texts.es';
import { TRANSLATIONS as PROFILE_DATA_EXPORT } from '../../features/profile/data-export-texts.es';
import { TRANSLATIONS as PROFILE_KYC } from '../../features/profile/kyc-texts.es';
import { TRANSLATIONS as PROFILE } from '../../features/profile/texts.es';
import { TRANSLATIONS as RESERVES } from '../../features/reserves/texts.es';
import { TRANSLATIONS as SITE } from '../../features/site/texts.es';
import { TRANSLATIONS as SUPPORT } from '../../features/support/texts.es';
import { TRANSLATIONS as TEAM } from '../../features/team/texts.es';
import { TRANSLATIONS as WITHDRAWALS } from '../../features/withdrawals/texts.es';
import { TRANSLATIONS as ISSUE } from '../../lib/issue-texts.es';
import { TRANSLATIONS as PACKAGE_CATEGORY } from '../../lib/package-category-texts.es';

export const ES_AREAS: readonly (readonly Record<string, string>[])[] = [
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
