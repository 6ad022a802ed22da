import type { EntryKind } from './entry-kinds';
import { LOCALES, type Locale } from './i18n/locales';
import { ENGINE_INCOME_KINDS, INCOME_KINDS, type IncomeEntryKind } from './income-kinds';
import { kindLabel } from './income-kinds.texts';

// What a statement row is, in each language of the site (docs/product.md#languages, #statement): the row's and the
// CSV's description. A transfer is named by its side, a returned withdrawal by who ended it. An income's row is its
// kind's name, from the kind's words (income-kinds.texts.ts).

export type StatementLabelKey =
  | Exclude<EntryKind, 'transfer'>
  | 'transfer:sent'
  | 'transfer:received'
  | 'withdrawal:return:cancelled';

const OWN_LABELS: Readonly<Record<Locale, Record<Exclude<StatementLabelKey, IncomeEntryKind>, string>>> = {
  en: {
    deposit: 'Deposit credited',
    'package:purchase': 'Package purchase',
    'package:fee': 'Package handling fee',
    'withdrawal:income:hold': 'Withdrawal requested',
    'withdrawal:capital:hold': 'Capital withdrawal requested',
    'withdrawal:refund:hold': 'Refund of the Electronic Wallet requested',
    'withdrawal:return': 'Withdrawal rejected: amount returned',
    'withdrawal:return:cancelled': 'Withdrawal cancelled: amount returned',
    'withdrawal:payout': 'Withdrawal paid out',
    'transfer:sent': 'Transfer sent',
    'transfer:received': 'Transfer received',
    adjustment: 'Adjustment by an operator',
    // No member's wallet is in it: a member's statement never shows one.
    funding: "Company's own funds added",
    'account:give-up': 'Balance under the withdrawal minimum given up when closing the account',
  },
  es: {
    deposit: 'Depósito abonado',
    'package:purchase': 'Compra de paquete',
    'package:fee': 'Comisión de gestión del paquete',
    'withdrawal:income:hold': 'Retiro solicitado',
    'withdrawal:capital:hold': 'Retiro de capital solicitado',
    'withdrawal:refund:hold': 'Reembolso de la billetera electrónica solicitado',
    'withdrawal:return': 'Retiro rechazado: importe devuelto',
    'withdrawal:return:cancelled': 'Retiro cancelado: importe devuelto',
    'withdrawal:payout': 'Retiro pagado',
    'transfer:sent': 'Transferencia enviada',
    'transfer:received': 'Transferencia recibida',
    adjustment: 'Ajuste de un operador',
    funding: 'Fondos propios de la empresa añadidos',
    'account:give-up': 'Saldo inferior al mínimo de retiro cedido al cerrar la cuenta',
  },
  hi: {
    deposit: 'जमा क्रेडिट हुई',
    'package:purchase': 'पैकेज की खरीद',
    'package:fee': 'पैकेज हैंडलिंग शुल्क',
    'withdrawal:income:hold': 'निकासी का अनुरोध',
    'withdrawal:capital:hold': 'पूंजी निकासी का अनुरोध',
    'withdrawal:refund:hold': 'इलेक्ट्रॉनिक वॉलेट के रिफ़ंड का अनुरोध',
    'withdrawal:return': 'निकासी अस्वीकृत: राशि वापस',
    'withdrawal:return:cancelled': 'निकासी रद्द: राशि वापस',
    'withdrawal:payout': 'निकासी का भुगतान हुआ',
    'transfer:sent': 'ट्रांसफ़र भेजा गया',
    'transfer:received': 'ट्रांसफ़र मिला',
    adjustment: 'ऑपरेटर द्वारा समायोजन',
    funding: 'कंपनी की अपनी राशि जोड़ी गई',
    'account:give-up': 'खाता बंद करते समय छोड़ा गया न्यूनतम निकासी से कम बैलेंस',
  },
};

/** The income entries' words: each engine kind's name. */
function incomeLabels(locale: Locale): Record<IncomeEntryKind, string> {
  return Object.fromEntries(
    ENGINE_INCOME_KINDS.map((kind) => [INCOME_KINDS[kind].entry, kindLabel(kind, 'name', locale)]),
  ) as Record<IncomeEntryKind, string>;
}

export const STATEMENT_LABELS: Readonly<Record<Locale, Record<StatementLabelKey, string>>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...OWN_LABELS[locale], ...incomeLabels(locale) }]),
) as Record<Locale, Record<StatementLabelKey, string>>;
