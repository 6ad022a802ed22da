import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ASK_SUPPORT_TEXTS } from './texts';

export const ES_ASK_SUPPORT: TextsOf<typeof ASK_SUPPORT_TEXTS> = {
  'ask.label': 'Preguntar por esto',
  'ask.about': ' ({{what}})',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_ASK_SUPPORT];
