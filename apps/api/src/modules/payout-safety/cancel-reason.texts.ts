import type { Texts } from '../../lib/texts';

// Why a withdrawal the member cancelled from the mailed link reads as ended, in each language of the site
// (docs/product.md#languages): the member's list shows it in the reader's language; the row's `reason` keeps the
// English operators and exports read.
export const CANCELLED_BY_MEMBER_TEXTS: Texts<string> = {
  en: 'Cancelled by the member from the link in the e-mail',
  es: 'Cancelado por el miembro desde el enlace del correo electrónico',
  hi: 'सदस्य द्वारा ई-मेल के लिंक से रद्द किया गया',
};
