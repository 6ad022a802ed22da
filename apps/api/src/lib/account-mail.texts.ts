import type { MailWords } from './mailer';
import type { Texts } from './texts';

// Notices about the account itself (docs/product.md#languages): sent whoever made the change, so the owner learns of
// it even when it was someone else.

interface AddressChangedValues {
  company: string;
  fullName: string;
  previous: string;
  address: string;
  at: string;
}

export const USDT_ADDRESS_CHANGED_MAIL: Texts<(values: AddressChangedValues) => MailWords> = {
  en: ({ company, fullName, previous, address, at }) => ({
    subject: `Your ${company} USDT address was changed`,
    lines: [
      `Hello ${fullName},`,
      '',
      `The USDT (BEP-20) address saved on your ${company} account was changed on ${at}`,
      `from ${previous}`,
      `to   ${address}.`,
      '',
      'If this was not you, change your password at once and contact support: withdrawals to a new address wait',
      'before they are paid, and the e-mail about each one carries a link that cancels it.',
    ],
  }),
  es: ({ company, fullName, previous, address, at }) => ({
    subject: `Se cambió la dirección USDT de tu cuenta de ${company}`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `La dirección USDT (BEP-20) guardada en tu cuenta de ${company} se cambió el ${at}`,
      `de ${previous}`,
      `a  ${address}.`,
      '',
      'Si no fuiste tú, cambia tu contraseña de inmediato y contacta con soporte: los retiros a una dirección nueva',
      'esperan antes de pagarse, y el correo de cada uno trae un enlace que lo cancela.',
    ],
  }),
  hi: ({ company, fullName, previous, address, at }) => ({
    subject: `आपके ${company} खाते का USDT पता बदल दिया गया`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `आपके ${company} खाते में सहेजा गया USDT (BEP-20) पता ${at} को बदला गया।`,
      `पुराना: ${previous}`,
      `नया:   ${address}`,
      '',
      'अगर यह आप नहीं थे, तो तुरंत अपना पासवर्ड बदलें और सहायता से संपर्क करें: नए पते पर निकासी का भुगतान कुछ समय',
      'रुककर होता है, और हर निकासी के ई-मेल में उसे रद्द करने का लिंक होता है।',
    ],
  }),
};

interface KycReviewedValues {
  company: string;
  fullName: string;
  approved: boolean;
  reason: string;
  settingsLink: string;
}

/** The outcome of an identity check, with the operator's reason (as the operator wrote it) when it was rejected. */
export const KYC_REVIEWED_MAIL: Texts<(values: KycReviewedValues) => MailWords> = {
  en: ({ company, fullName, approved, reason, settingsLink }) => ({
    subject: approved
      ? `Your ${company} identity check is approved`
      : `Your ${company} identity check was not approved`,
    lines: [
      `Hello ${fullName},`,
      '',
      ...(approved
        ? ['Your identity check has been approved. Withdrawals are open to you.']
        : [
            'Your identity check was not approved, for this reason:',
            '',
            `  ${reason}`,
            '',
            'You can send a new one with the right details under Identity check in your settings:',
            settingsLink,
          ]),
    ],
  }),
  es: ({ company, fullName, approved, reason, settingsLink }) => ({
    subject: approved
      ? `Tu verificación de identidad en ${company} está aprobada`
      : `Tu verificación de identidad en ${company} no fue aprobada`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      ...(approved
        ? ['Tu verificación de identidad ha sido aprobada. Ya puedes hacer retiros.']
        : [
            'Tu verificación de identidad no fue aprobada, por este motivo:',
            '',
            `  ${reason}`,
            '',
            'Puedes enviar una nueva con los datos correctos en Verificación de identidad, en tus ajustes:',
            settingsLink,
          ]),
    ],
  }),
  hi: ({ company, fullName, approved, reason, settingsLink }) => ({
    subject: approved ? `आपकी ${company} पहचान जाँच स्वीकृत हो गई है` : `आपकी ${company} पहचान जाँच स्वीकृत नहीं हुई`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      ...(approved
        ? ['आपकी पहचान जाँच स्वीकृत हो गई है। अब आप निकासी कर सकते हैं।']
        : [
            'आपकी पहचान जाँच इस कारण से स्वीकृत नहीं हुई:',
            '',
            `  ${reason}`,
            '',
            'आप अपनी सेटिंग्स में पहचान जाँच के अंतर्गत सही विवरण के साथ नई जाँच भेज सकते हैं:',
            settingsLink,
          ]),
    ],
  }),
};
