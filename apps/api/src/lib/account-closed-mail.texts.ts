import type { MailWords } from './mailer';
import type { Texts } from './texts';

// The mail that confirms a member closed their account (docs/product.md#closing-an-account), sent to the address the
// account had, the last thing sent to it: what was erased, what the ledger keeps, and what to do if it was not them.

interface ClosedValues {
  company: string;
  fullName: string;
  at: string;
}

export const ACCOUNT_CLOSED_MAIL: Texts<(values: ClosedValues) => MailWords> = {
  en: ({ company, fullName, at }) => ({
    subject: `Your ${company} account is closed`,
    lines: [
      `Hello ${fullName},`,
      '',
      `Your ${company} account was closed on ${at}, as you asked. Your name, e-mail, phone and identity documents`,
      'have been erased, and every device was signed out. The ledger keeps its money records under a closed member,',
      'as the law requires; nothing can be withdrawn or signed in to any more.',
      '',
      'This is the last mail we send to this address. If you did not close your account, reply to this mail at once.',
    ],
  }),
  es: ({ company, fullName, at }) => ({
    subject: `Tu cuenta de ${company} está cerrada`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `Tu cuenta de ${company} se cerró el ${at}, como pediste. Tu nombre, correo, teléfono y documentos de identidad`,
      'se han borrado, y se cerró la sesión en todos los dispositivos. El registro contable conserva sus movimientos',
      'bajo un miembro cerrado, como exige la ley; ya no se puede retirar ni iniciar sesión.',
      '',
      'Es el último correo que enviamos a esta dirección. Si no cerraste tu cuenta, responde a este correo de inmediato.',
    ],
  }),
  hi: ({ company, fullName, at }) => ({
    subject: `आपका ${company} खाता बंद हो गया है`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `आपके अनुरोध पर आपका ${company} खाता ${at} को बंद कर दिया गया। आपका नाम, ई-मेल, फ़ोन और पहचान दस्तावेज़`,
      'मिटा दिए गए हैं, और हर डिवाइस से साइन आउट कर दिया गया है। कानून के अनुसार लेजर अपने लेन-देन के रिकॉर्ड एक बंद',
      'सदस्य के नाम से रखता है; अब न निकासी हो सकती है, न साइन इन।',
      '',
      'यह इस पते पर भेजा गया हमारा आख़िरी मेल है। अगर आपने खाता बंद नहीं किया, तो तुरंत इस मेल का जवाब दें।',
    ],
  }),
};
