import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ANNOUNCEMENT_TEXTS } from './texts';

export const HI_ANNOUNCEMENTS: TextsOf<typeof ANNOUNCEMENT_TEXTS> = {
  'ann.label': 'घोषणाएँ',
  'ann.dismiss': 'घोषणा बंद करें: {{title}}',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_ANNOUNCEMENTS];
