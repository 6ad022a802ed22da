// The Hindi of every area, each file by its name, so the seams, cycle and translation checks see what the Hindi
// chunk loads (scripts/check-translations.mjs fails on a *texts.hi.ts missing here). Each file's TRANSLATIONS lists
// its dictionaries; their keys are namespaced by area, so no two share a key. Named imports and a plain list, not the
// module's namespace, keep the chunk's imports as they were.

import { HI_KIT_AREAS } from '@app/web-kit/i18n/locales/hi-areas';
import { TRANSLATIONS as ANNOUNCEMENTS } from '../../components/announcements/texts.hi';
import { TRANSLATIONS as MAINTENANCE } from '../../components/maintenance/texts.hi';
import { TRANSLATIONS as SUPPORT_LINK } from '../../components/support-link/texts.hi';
import { TRANSLATIONS as AUTH } from '../../features/auth/texts.hi';
import { TRANSLATIONS as DEPOSITS } from '../../features/deposits/texts.hi';
import { TRANSLATIONS as INCOME } from '../../features/income/texts.hi';
import { TRANSLATIONS as NOTIFICATIONS } from '../../features/notifications/texts.hi';
import { TRANSLATIONS as PACKAGES } from '../../features/packages/texts.hi';
import { TRANSLATIONS as PROFILE_ANTI_PHISHING } from '../../features/profile/anti-phishing-texts.hi';
import { TRANSLATIONS as PROFILE_CLOSE_ACCOUNT } from '../../features/profile/close-account-texts.hi';
import { TRANSLATIONS as PROFILE_DATA_EXPORT } from '../../features/profile/data-export-texts.hi';
import { TRANSLATIONS as PROFILE_FREEZE_LINK } from '../../features/profile/freeze-link-texts.hi';
import { TRANSLATIONS as PROFILE_FREEZE } from '../../features/profile/freeze-texts.hi';
import { TRANSLATIONS as PROFILE_KYC } from '../../features/profile/kyc-texts.hi';
import { TRANSLATIONS as PROFILE_PASSKEYS } from '../../features/profile/passkeys-texts.hi';
import { TRANSLATIONS as PROFILE_SECURITY_ACTIVITY } from '../../features/profile/security-activity-texts.hi';
import { TRANSLATIONS as PROFILE } from '../../features/profile/texts.hi';
import { TRANSLATIONS as PROFILE_WITHDRAWAL_ADDRESSES } from '../../features/profile/withdrawal-addresses-texts.hi';
import { TRANSLATIONS as RESERVES } from '../../features/reserves/texts.hi';
import { TRANSLATIONS as SITE } from '../../features/site/texts.hi';
import { TRANSLATIONS as SUPPORT } from '../../features/support/texts.hi';
import { TRANSLATIONS as TEAM } from '../../features/team/texts.hi';
import { TRANSLATIONS as WITHDRAWALS } from '../../features/withdrawals/texts.hi';

export const HI_AREAS: readonly (readonly Record<string, string>[])[] = [
  ...HI_KIT_AREAS,
  ANNOUNCEMENTS,
  MAINTENANCE,
  SUPPORT_LINK,
  AUTH,
  DEPOSITS,
  INCOME,
  NOTIFICATIONS,
  PACKAGES,
  PROFILE_ANTI_PHISHING,
  PROFILE_WITHDRAWAL_ADDRESSES,
  PROFILE_CLOSE_ACCOUNT,
  PROFILE_DATA_EXPORT,
  PROFILE_FREEZE,
  PROFILE_FREEZE_LINK,
  PROFILE_KYC,
  PROFILE_PASSKEYS,
  PROFILE_SECURITY_ACTIVITY,
  PROFILE,
  RESERVES,
  SITE,
  SUPPORT,
  TEAM,
  WITHDRAWALS,
];
