import type { MailWords } from './mailer';
import type { Texts } from './texts';

// To a registered address someone tried to sign up with (docs/product.md#accounts), in the account's language.

export interface AttemptText {
  company: string;
  fullName: string;
  /** Where this account signs in, and how it gets a new password, as whole addresses. */
  loginUrl: string;
  resetUrl: string | null;
}

export const SIGNUP_ATTEMPT_MAIL: Texts<(text: AttemptText) => MailWords> = {
  en: (text) => ({
    subject: `${text.company}: someone tried to sign up with your e-mail address`,
    lines: [
      `Hello ${text.fullName},`,
      '',
      `Someone tried to open a new ${text.company} account with this e-mail address. It has an account already,`,
      'so no new account was made and no sign-up code was sent.',
      '',
      `If it was you, you need no new account: log in with this e-mail address and your password at ${text.loginUrl}`,
      text.resetUrl
        ? `Forgot your password? Choose "Forgot Password?" there, or go to ${text.resetUrl} to set a new one.`
        : 'Forgot your password? Ask another operator of the console to help you.',
      '',
      'If it was not you, there is nothing to do: nobody can use your account without your password.',
    ],
  }),
  es: (text) => ({
    subject: `${text.company}: alguien intentó registrarse con tu correo electrónico`,
    lines: [
      `Hola, ${text.fullName}:`,
      '',
      `Alguien intentó abrir una cuenta nueva de ${text.company} con esta dirección de correo. Ya tiene una cuenta,`,
      'así que no se creó ninguna cuenta nueva ni se envió ningún código de registro.',
      '',
      `Si fuiste tú, no necesitas otra cuenta: inicia sesión con este correo y tu contraseña en ${text.loginUrl}`,
      text.resetUrl
        ? `¿Olvidaste tu contraseña? Elige "¿Olvidaste tu contraseña?" allí, o ve a ${text.resetUrl} para crear una nueva.`
        : '¿Olvidaste tu contraseña? Pide ayuda a otro operador de la consola.',
      '',
      'Si no fuiste tú, no tienes que hacer nada: nadie puede usar tu cuenta sin tu contraseña.',
    ],
  }),
  hi: (text) => ({
    subject: `${text.company}: किसी ने आपके ई-मेल पते से पंजीकरण करने की कोशिश की`,
    lines: [
      `नमस्ते ${text.fullName},`,
      '',
      `किसी ने इस ई-मेल पते से ${text.company} पर नया खाता खोलने की कोशिश की। इस पते पर पहले से एक खाता है,`,
      'इसलिए कोई नया खाता नहीं बना और कोई पंजीकरण कोड नहीं भेजा गया।',
      '',
      `अगर यह आप थे, तो आपको नए खाते की ज़रूरत नहीं है: इस ई-मेल और अपने पासवर्ड से ${text.loginUrl} पर लॉग इन करें।`,
      text.resetUrl
        ? `पासवर्ड भूल गए? वहाँ "पासवर्ड भूल गए?" चुनें, या नया पासवर्ड बनाने के लिए ${text.resetUrl} पर जाएँ।`
        : 'पासवर्ड भूल गए? कंसोल के किसी दूसरे ऑपरेटर से मदद माँगें।',
      '',
      'अगर यह आप नहीं थे, तो कुछ करने की ज़रूरत नहीं है: आपके पासवर्ड के बिना कोई आपका खाता इस्तेमाल नहीं कर सकता।',
    ],
  }),
};
