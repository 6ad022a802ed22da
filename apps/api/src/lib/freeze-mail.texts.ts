import type { MailWords } from './mailer';
import type { Texts } from './texts';

// The mails of a member's own freeze (docs/decisions/040-member-freeze.md): one when it holds, one when a lift was
// asked for, each saying what to do if it was not the member.

interface FreezeValues {
  company: string;
  fullName: string;
  at: string;
  settingsLink: string;
}

export const ACCOUNT_FROZEN_MAIL: Texts<(values: FreezeValues) => MailWords> = {
  en: ({ company, fullName, at, settingsLink }) => ({
    subject: `Your ${company} account is frozen`,
    lines: [
      `Hello ${fullName},`,
      '',
      `Your ${company} account was frozen on ${at}. Withdrawals, transfers and payouts are stopped; your balance and`,
      'packages stay as they are.',
      '',
      `To lift the freeze, sign in and open Settings: ${settingsLink}`,
      'Lifting it asks your password (and your authenticator code when two-factor is on) and takes effect 24 hours later.',
    ],
  }),
  es: ({ company, fullName, at, settingsLink }) => ({
    subject: `Tu cuenta de ${company} está congelada`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `Tu cuenta de ${company} se congeló el ${at}. Los retiros, las transferencias y los pagos están detenidos; tu saldo`,
      'y tus paquetes siguen como estaban.',
      '',
      `Para levantar la congelación, inicia sesión y abre Ajustes: ${settingsLink}`,
      'Te pedirá tu contraseña (y el código de tu autenticador si tienes la verificación en dos pasos) y surtirá efecto',
      '24 horas después.',
    ],
  }),
  hi: ({ company, fullName, at, settingsLink }) => ({
    subject: `आपका ${company} खाता फ़्रीज़ है`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `आपका ${company} खाता ${at} को फ़्रीज़ किया गया। निकासी, ट्रांसफ़र और भुगतान रुके हुए हैं; आपका बैलेंस और पैकेज`,
      'जैसे थे वैसे ही हैं।',
      '',
      `फ़्रीज़ हटाने के लिए साइन इन करके सेटिंग्स खोलें: ${settingsLink}`,
      'इसके लिए आपका पासवर्ड (और टू-फ़ैक्टर चालू हो तो ऑथेंटिकेटर कोड) लगेगा, और यह 24 घंटे बाद लागू होगा।',
    ],
  }),
};

export const UNFREEZE_REQUESTED_MAIL: Texts<(values: FreezeValues) => MailWords> = {
  en: ({ company, fullName, at, settingsLink }) => ({
    subject: `The freeze on your ${company} account lifts on ${at}`,
    lines: [
      `Hello ${fullName},`,
      '',
      `Someone signed in to your ${company} account with your password asked to lift its freeze. Withdrawals and`,
      `transfers stay stopped until ${at}.`,
      '',
      `If this was not you, freeze your account again at once in Settings (${settingsLink}), which cancels the lift,`,
      'then change your password and tell us through the contact form.',
    ],
  }),
  es: ({ company, fullName, at, settingsLink }) => ({
    subject: `La congelación de tu cuenta de ${company} se levanta el ${at}`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `Alguien que inició sesión en tu cuenta de ${company} con tu contraseña pidió levantar la congelación. Los`,
      `retiros y las transferencias siguen detenidos hasta el ${at}.`,
      '',
      `Si no fuiste tú, vuelve a congelar tu cuenta de inmediato en Ajustes (${settingsLink}), lo que cancela el`,
      'levantamiento; después cambia tu contraseña y avísanos por el formulario de contacto.',
    ],
  }),
  hi: ({ company, fullName, at, settingsLink }) => ({
    subject: `आपके ${company} खाते का फ़्रीज़ ${at} को हटेगा`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `आपके पासवर्ड से आपके ${company} खाते में साइन इन करके किसी ने फ़्रीज़ हटाने को कहा है। ${at} तक निकासी और`,
      'ट्रांसफ़र रुके रहेंगे।',
      '',
      `अगर यह आप नहीं थे, तो तुरंत सेटिंग्स (${settingsLink}) में अपना खाता फिर से फ़्रीज़ करें, जिससे फ़्रीज़ हटना रद्द`,
      'हो जाएगा; फिर अपना पासवर्ड बदलें और संपर्क फ़ॉर्म से हमें बताएँ।',
    ],
  }),
};
