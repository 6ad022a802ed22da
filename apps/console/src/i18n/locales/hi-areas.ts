// The Hindi of every area of the console, each file by its name, so the seams, cycle and translation checks see
// what the Hindi chunk loads (scripts/check-translations.mjs fails on a *texts.hi.ts missing here).

import { HI_KIT_AREAS } from '@app/web-kit/i18n/locales/hi-areas';
import { TRANSLATIONS as ANNOUNCEMENTS } from '../../features/announcements/texts.hi';
import { TRANSLATIONS as AUDIT } from '../../features/audit/texts.hi';
import { TRANSLATIONS as CREDITS } from '../../features/credits/texts.hi';
import { TRANSLATIONS as DEPOSIT_ADDRESSES } from '../../features/deposit-addresses/texts.hi';
import { TRANSLATIONS as DEPOSITS } from '../../features/deposits/texts.hi';
import { TRANSLATIONS as DRY_RUN } from '../../features/dry-run/texts.hi';
import { TRANSLATIONS as MEMBERS } from '../../features/members/texts.hi';
import { TRANSLATIONS as NEWS } from '../../features/news/texts.hi';
import { TRANSLATIONS as OPERATORS } from '../../features/operators/texts.hi';
import { TRANSLATIONS as OVERVIEW } from '../../features/overview/texts.hi';
import { TRANSLATIONS as PACKAGES } from '../../features/packages/texts.hi';
import { TRANSLATIONS as REJECTION_REASONS } from '../../features/rejection-reasons/texts.hi';
import { TRANSLATIONS as REPORTS } from '../../features/reports/texts.hi';
import { TRANSLATIONS as SECURITY } from '../../features/security/texts.hi';
import { TRANSLATIONS as SETTINGS } from '../../features/settings/texts.hi';
import { TRANSLATIONS as SITE } from '../../features/site/texts.hi';
import { TRANSLATIONS as SUPPORT } from '../../features/support/texts.hi';
import { TRANSLATIONS as SYSTEM } from '../../features/system/texts.hi';
import { TRANSLATIONS as WITHDRAWALS } from '../../features/withdrawals/texts.hi';
import { TRANSLATIONS as KIT } from '../../kit/texts.hi';

export const HI_AREAS: readonly (readonly Record<string, string>[])[] = [
  ...HI_KIT_AREAS,
  ANNOUNCEMENTS,
  AUDIT,
  CREDITS,
  DEPOSIT_ADDRESSES,
  DEPOSITS,
  DRY_RUN,
  MEMBERS,
  NEWS,
  OPERATORS,
  OVERVIEW,
  PACKAGES,
  REJECTION_REASONS,
  REPORTS,
  SECURITY,
  SETTINGS,
  SITE,
  SUPPORT,
  SYSTEM,
  WITHDRAWALS,
  KIT,
];
