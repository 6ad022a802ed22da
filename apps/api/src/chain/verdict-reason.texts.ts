import type { TextsPerLanguage } from '@app/contract';
import type { Texts } from '../lib/texts';
import { VERDICT_REASON } from './verify-transfer';

// Why the chain check refused or holds a deposit, in each language of the site (docs/product.md#languages): the
// verdict carries the English sentence the deposit row's `reason` keeps for operators; the member's deposit list and
// notification read it in their language.

type VerdictReason = keyof typeof VERDICT_REASON;

export const VERDICT_REASON_TEXTS: Texts<Record<VerdictReason, string>> = {
  en: VERDICT_REASON,
  es: {
    unknown: 'No se encontró ninguna transacción con este hash en BNB Smart Chain.',
    notMined: 'La transacción aún no está en un bloque.',
    failed: 'La transacción falló en la cadena, así que no se movió ningún USDT.',
    noTransfer: 'La transacción no contiene ninguna transferencia de USDT.',
    wrongToken: 'La transacción movió otro token, no USDT (BEP-20).',
    wrongRecipient: 'El USDT de esta transacción no se envió a la dirección de depósito.',
    wrongSender: 'El USDT no se envió desde tu dirección USDT registrada.',
    tooSmall: 'El importe transferido es menor que un micro-USDT.',
    confirming: 'Esperando a que el bloque sea definitivo.',
  },
  hi: {
    unknown: 'BNB Smart Chain पर इस हैश वाला कोई लेनदेन नहीं मिला।',
    notMined: 'लेनदेन अभी किसी ब्लॉक में नहीं है।',
    failed: 'लेनदेन चेन पर विफल हो गया, इसलिए कोई USDT नहीं भेजा गया।',
    noTransfer: 'इस लेनदेन में कोई USDT ट्रांसफ़र नहीं है।',
    wrongToken: 'इस लेनदेन में USDT (BEP-20) नहीं, कोई दूसरा टोकन भेजा गया।',
    wrongRecipient: 'इस लेनदेन का USDT जमा पते पर नहीं भेजा गया।',
    wrongSender: 'USDT आपके पंजीकृत USDT पते से नहीं भेजा गया।',
    tooSmall: 'भेजी गई राशि एक माइक्रो-USDT से कम है।',
    confirming: 'ब्लॉक के अंतिम होने की प्रतीक्षा है।',
  },
};

/** A verdict's English sentence in each language; null for a sentence of no verdict. */
export function verdictReasonTexts(reason: string): TextsPerLanguage | null {
  const key = (Object.keys(VERDICT_REASON) as VerdictReason[]).find((name) => VERDICT_REASON[name] === reason);
  if (!key) return null;
  return { en: VERDICT_REASON_TEXTS.en[key], es: VERDICT_REASON_TEXTS.es[key], hi: VERDICT_REASON_TEXTS.hi[key] };
}
