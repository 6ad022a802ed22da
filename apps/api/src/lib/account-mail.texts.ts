import type { MailWords } from './mailer';
import type { Texts } from './texts';

// Notices about the account itself (docs/product.md#languages). A change the owner may not have made is mailed as a
// security alert instead (security-alert-mail.texts.ts), with the "This wasn't me" link.

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
