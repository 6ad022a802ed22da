import type { TextsOf } from '../../i18n/locale-bundle';
import type { AMOUNT_TEXTS } from './amount-texts';

export const HI_AMOUNT: TextsOf<typeof AMOUNT_TEXTS> = {
  'ui.amountPlaceholder': '0.00',
  'ui.signedAmountPlaceholder': '12.50 या -12.50',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_AMOUNT];
