import type { Texts } from './texts';

/** The words around a notification's own text, in the member's language. */
export const NOTIFICATION_FRAME: Texts<{ hello: (name: string) => string; see: string; choose: string }> = {
  en: {
    hello: (name) => `Hello ${name},`,
    see: 'See it here:',
    choose: 'You can choose which of these e-mails you receive under E-mail notifications in your settings:',
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    see: 'Míralo aquí:',
    choose: 'Puedes elegir qué correos de este tipo recibes en Notificaciones por correo, en tu configuración:',
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    see: 'यहाँ देखें:',
    choose: 'आपको इनमें से कौन-से ई-मेल मिलें, यह आप अपनी सेटिंग्स में ई-मेल सूचनाएँ के अंतर्गत चुन सकते हैं:',
  },
};
