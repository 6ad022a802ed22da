import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ASK_SUPPORT_TEXTS } from './texts';

export const HI_ASK_SUPPORT: TextsOf<typeof ASK_SUPPORT_TEXTS> = {
  'ask.label': 'इसके बारे में पूछें',
  'ask.about': ' ({{what}})',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_ASK_SUPPORT];
