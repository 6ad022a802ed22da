import type { Texts } from './texts';

// The lines every mail to a member with an anti-phishing code carries (docs/product.md#anti-phishing-code): the code
// on top, and what it is for at the end.

export const ANTI_PHISHING_LINES: Texts<(code: string) => { top: string; bottom: string }> = {
  en: (code) => ({
    top: `Your anti-phishing code: ${code}`,
    bottom:
      'Every mail from us shows your anti-phishing code at the top. A mail that claims to be from us without it is fake: do not open its links.',
  }),
  es: (code) => ({
    top: `Tu código antiphishing: ${code}`,
    bottom:
      'Todos nuestros correos muestran tu código antiphishing arriba. Un correo que dice ser nuestro y no lo muestra es falso: no abras sus enlaces.',
  }),
  hi: (code) => ({
    top: `आपका एंटी-फ़िशिंग कोड: ${code}`,
    bottom:
      'हमारे हर ई-मेल में आपका एंटी-फ़िशिंग कोड सबसे ऊपर होता है। जो ई-मेल हमारा होने का दावा करे और उसमें यह न हो, वह नकली है: उसके लिंक न खोलें।',
  }),
};
