// The Spanish of every area of the console, each file by its name, so the seams, cycle and translation checks see
// what the Spanish chunk loads (scripts/check-translations.mjs fails on a *texts.es.ts missing here).

import { ES_KIT_AREAS } from '@app/web-kit/i18n/locales/es-areas';
import { TRANSLATIONS as ANNOUNCEMENTS } from '../../features/announcements/texts.es';
import { TRANSLATIONS as AUDIT } from '../../features/audit/texts.es';
import { TRANSLATIONS as CREDITS } from '../../features/credits/texts.es';
import { TRANSLATIONS as DEPOSIT_ADDRESSES } from '../../features/deposit-addresses/texts.es';
import { TRANSLATIONS as DEPOSITS } from '../../features/deposits/texts.es';
import { TRANSLATIONS as DRY_RUN } from '../../features/dry-run/texts.es';
import { TRANSLATIONS as MEMBERS } from '../../features/members/texts.es';
import { TRANSLATIONS as NEWS } from '../../features/news/texts.es';
import { TRANSLATIONS as OPERATORS } from '../../features/operators/texts.es';
import { TRANSLATIONS as OVERVIEW } from '../../features/overview/texts.es';
import { TRANSLATIONS as PACKAGES } from '../../features/packages/texts.es';
import { TRANSLATIONS as REJECTION_REASONS } from '../../features/rejection-reasons/texts.es';
import { TRANSLATIONS as REPORTS } from '../../features/reports/texts.es';
import { TRANSLATIONS as SECURITY } from '../../features/security/texts.es';
import { TRANSLATIONS as SETTINGS } from '../../features/settings/texts.es';
import { TRANSLATIONS as SITE } from '../../features/site/texts.es';
import { TRANSLATIONS as SUPPORT } from '../../features/support/texts.es';
import { TRANSLATIONS as SYSTEM } from '../../features/system/texts.es';
import { TRANSLATIONS as WITHDRAWALS } from '../../features/withdrawals/texts.es';
import { TRANSLATIONS as KIT } from '../../kit/texts.es';

export const ES_AREAS: readonly (readonly Record<string, string>[])[] = [
  ...ES_KIT_AREAS,
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
