import type { MailWords } from './mailer';
import type { Texts } from './texts';

// A security alert (docs/product.md#security-activity): what happened on the account, from which device and address,
// when, and the "This wasn't me" link that freezes the account's money without signing in.

export type SecurityAlertKind =
  | 'signin'
  | 'twoFactorOn'
  | 'twoFactorOff'
  | 'addressSaved'
  | 'addressOnlyOff'
  | 'passkeyAdded'
  | 'passwordChange'
  | 'passwordReset'
  | 'usdtAddress'
  | 'operatorSignin'
  | 'passkeyRemoved'
  | 'antiPhishingCode'
  | 'receiverSaved';

/** A changed USDT address, named in its alert so the member sees where deposits are now matched from. */
export interface UsdtAddressChange {
  previous: string | null;
  address: string;
}

interface AlertValues {
  company: string;
  fullName: string;
  kind: SecurityAlertKind;
  device: string;
  ip: string;
  at: string;
  freezeLink: string;
  days: number;
  usdtAddress?: UsdtAddressChange;
  /** The operator who signed in with a one-time link (`operatorSignin`). */
  operator?: string;
}

function addressLines(change: UsdtAddressChange | undefined, labels: { previous: string; address: string }) {
  if (!change) return [];
  return [...(change.previous ? [`${labels.previous} ${change.previous}`] : []), `${labels.address} ${change.address}`];
}

export const SECURITY_ALERT_MAIL: Texts<(values: AlertValues) => MailWords> = {
  en: ({ company, fullName, kind, device, ip, at, freezeLink, days, usdtAddress, operator }) => ({
    subject: {
      signin: `New sign-in to your ${company} account`,
      twoFactorOn: `Two-factor sign-in was turned on for your ${company} account`,
      twoFactorOff: `Two-factor sign-in was turned off for your ${company} account`,
      addressSaved: `A withdrawal address was saved to your ${company} account`,
      receiverSaved: `A transfer receiver was saved to your ${company} account`,
      passkeyAdded: `A passkey was added to your ${company} account`,
      passwordChange: `Your ${company} password was changed`,
      passwordReset: `Your ${company} password was reset`,
      usdtAddress: `Your ${company} USDT address was changed`,
      addressOnlyOff: `"Withdraw only to saved addresses" was turned off on your ${company} account`,
      operatorSignin: `A ${company} operator signed in to your account`,
      passkeyRemoved: `A passkey was removed from your ${company} account`,
      antiPhishingCode: `The anti-phishing code of your ${company} account was changed`,
    }[kind],
    lines: [
      `Hello ${fullName},`,
      '',
      {
        signin: `Your ${company} account was signed in to from a device or network it had not used before.`,
        twoFactorOn: `Two-factor sign-in was turned on for your ${company} account.`,
        twoFactorOff: `Two-factor sign-in was turned off for your ${company} account.`,
        addressSaved: `A withdrawal address was saved to your ${company} account; it becomes usable after its lock.`,
        receiverSaved: `A member was saved as a transfer receiver on your ${company} account; they can be sent to after their lock.`,
        passkeyAdded: `A passkey was added to your ${company} account: it can sign in and confirm withdrawals and transfers.`,
        passwordChange: `The password of your ${company} account was changed from a signed-in session; every other session was signed out.`,
        passwordReset: `The password of your ${company} account was reset with a code sent to this address; every session was signed out.`,
        usdtAddress: `The USDT (BEP-20) address saved on your ${company} account was changed.`,
        addressOnlyOff: `"Withdraw only to saved addresses" was turned off on your ${company} account; it holds until its lock has passed.`,
        operatorSignin: `${operator ?? 'An operator'} of ${company} signed in to your account with a one-time link to help you. They can look and help, but cannot change your security settings or send money out.`,
        passkeyRemoved: `A passkey was removed from your ${company} account.`,
        antiPhishingCode: `The anti-phishing code of your ${company} account was changed or removed. Our mails show the new code from now on; a mail with any other code is not ours.`,
      }[kind],
      ...addressLines(usdtAddress, { previous: 'Previous USDT address:', address: 'New USDT address:' }),
      '',
      `Device: ${device}`,
      `Address: ${ip}`,
      `Time: ${at}`,
      '',
      'If this was you, there is nothing to do.',
      `If it was not, open this link at once: it freezes your account's withdrawals and transfers and signs every device out,`,
      `without signing in (valid for ${days} days, once):`,
      freezeLink,
      'Then reset your password with Forgot password on the log-in page.',
    ],
  }),
  es: ({ company, fullName, kind, device, ip, at, freezeLink, days, usdtAddress, operator }) => ({
    subject: {
      signin: `Nuevo inicio de sesión en tu cuenta de ${company}`,
      twoFactorOn: `Se activó la verificación en dos pasos de tu cuenta de ${company}`,
      twoFactorOff: `Se desactivó la verificación en dos pasos de tu cuenta de ${company}`,
      addressSaved: `Se guardó una dirección de retiro en tu cuenta de ${company}`,
      receiverSaved: `Se guardó un destinatario de transferencias en tu cuenta de ${company}`,
      passkeyAdded: `Se añadió una llave de acceso a tu cuenta de ${company}`,
      passwordChange: `Se cambió la contraseña de tu cuenta de ${company}`,
      passwordReset: `Se restableció la contraseña de tu cuenta de ${company}`,
      usdtAddress: `Se cambió la dirección USDT de tu cuenta de ${company}`,
      addressOnlyOff: `Se desactivó "Retirar solo a direcciones guardadas" en tu cuenta de ${company}`,
      operatorSignin: `Un operador de ${company} inició sesión en tu cuenta`,
      passkeyRemoved: `Se eliminó una llave de acceso de tu cuenta de ${company}`,
      antiPhishingCode: `Se cambió el código antiphishing de tu cuenta de ${company}`,
    }[kind],
    lines: [
      `Hola, ${fullName}:`,
      '',
      {
        signin: `Se inició sesión en tu cuenta de ${company} desde un dispositivo o una red que no había usado antes.`,
        twoFactorOn: `Se activó la verificación en dos pasos de tu cuenta de ${company}.`,
        twoFactorOff: `Se desactivó la verificación en dos pasos de tu cuenta de ${company}.`,
        addressSaved: `Se guardó una dirección de retiro en tu cuenta de ${company}; podrá usarse cuando pase su bloqueo.`,
        receiverSaved: `Se guardó un miembro como destinatario de transferencias en tu cuenta de ${company}; podrá recibir cuando pase su bloqueo.`,
        passkeyAdded: `Se añadió una llave de acceso a tu cuenta de ${company}: puede iniciar sesión y confirmar retiros y transferencias.`,
        passwordChange: `Se cambió la contraseña de tu cuenta de ${company} desde una sesión iniciada; se cerraron las demás sesiones.`,
        passwordReset: `Se restableció la contraseña de tu cuenta de ${company} con un código enviado a esta dirección; se cerraron todas las sesiones.`,
        usdtAddress: `Se cambió la dirección USDT (BEP-20) guardada en tu cuenta de ${company}.`,
        addressOnlyOff: `Se desactivó "Retirar solo a direcciones guardadas" en tu cuenta de ${company}; sigue vigente hasta que pase su bloqueo.`,
        operatorSignin: `${operator ?? 'Un operador'}, de ${company}, inició sesión en tu cuenta con un enlace de un solo uso para ayudarte. Puede mirar y ayudar, pero no puede cambiar tus ajustes de seguridad ni sacar dinero.`,
        passkeyRemoved: `Se eliminó una llave de acceso de tu cuenta de ${company}.`,
        antiPhishingCode: `Se cambió o eliminó el código antiphishing de tu cuenta de ${company}. Desde ahora nuestros correos muestran el código nuevo; un correo con otro código no es nuestro.`,
      }[kind],
      ...addressLines(usdtAddress, { previous: 'Dirección USDT anterior:', address: 'Dirección USDT nueva:' }),
      '',
      `Dispositivo: ${device}`,
      `Dirección: ${ip}`,
      `Hora: ${at}`,
      '',
      'Si fuiste tú, no tienes que hacer nada.',
      'Si no, abre este enlace de inmediato: congela los retiros y las transferencias de tu cuenta y cierra la sesión en',
      `todos los dispositivos, sin iniciar sesión (válido ${days} días, una vez):`,
      freezeLink,
      'Después restablece tu contraseña con "¿Olvidaste tu contraseña?" en la página de inicio de sesión.',
    ],
  }),
  hi: ({ company, fullName, kind, device, ip, at, freezeLink, days, usdtAddress, operator }) => ({
    subject: {
      signin: `आपके ${company} खाते में नया साइन-इन`,
      twoFactorOn: `आपके ${company} खाते के लिए टू-फ़ैक्टर साइन-इन चालू किया गया`,
      twoFactorOff: `आपके ${company} खाते के लिए टू-फ़ैक्टर साइन-इन बंद किया गया`,
      addressSaved: `आपके ${company} खाते में एक निकासी पता सहेजा गया`,
      receiverSaved: `आपके ${company} खाते में एक ट्रांसफर प्राप्तकर्ता सहेजा गया`,
      passkeyAdded: `आपके ${company} खाते में एक पासकी जोड़ी गई`,
      passwordChange: `आपके ${company} खाते का पासवर्ड बदला गया`,
      passwordReset: `आपके ${company} खाते का पासवर्ड रीसेट किया गया`,
      usdtAddress: `आपके ${company} खाते का USDT पता बदल दिया गया`,
      addressOnlyOff: `आपके ${company} खाते में "केवल सहेजे गए पतों पर निकासी" बंद किया गया`,
      operatorSignin: `${company} के एक ऑपरेटर ने आपके खाते में साइन इन किया`,
      passkeyRemoved: `आपके ${company} खाते से एक पासकी हटाई गई`,
      antiPhishingCode: `आपके ${company} खाते का एंटी-फ़िशिंग कोड बदला गया`,
    }[kind],
    lines: [
      `नमस्ते ${fullName},`,
      '',
      {
        signin: `आपके ${company} खाते में ऐसे डिवाइस या नेटवर्क से साइन इन किया गया जो पहले इस्तेमाल नहीं हुआ था।`,
        twoFactorOn: `आपके ${company} खाते के लिए टू-फ़ैक्टर साइन-इन चालू किया गया।`,
        twoFactorOff: `आपके ${company} खाते के लिए टू-फ़ैक्टर साइन-इन बंद किया गया।`,
        addressSaved: `आपके ${company} खाते में एक निकासी पता सहेजा गया; इसका लॉक समाप्त होने पर इसे इस्तेमाल किया जा सकेगा।`,
        receiverSaved: `आपके ${company} खाते में एक सदस्य को ट्रांसफर प्राप्तकर्ता के रूप में सहेजा गया; उनका लॉक समाप्त होने पर उन्हें भेजा जा सकेगा।`,
        passkeyAdded: `आपके ${company} खाते में एक पासकी जोड़ी गई: इससे साइन इन और निकासी व ट्रांसफ़र की पुष्टि हो सकती है।`,
        passwordChange: `आपके ${company} खाते का पासवर्ड एक साइन-इन सत्र से बदला गया; बाकी सभी सत्र साइन आउट कर दिए गए।`,
        passwordReset: `आपके ${company} खाते का पासवर्ड इस पते पर भेजे गए कोड से रीसेट किया गया; सभी सत्र साइन आउट कर दिए गए।`,
        usdtAddress: `आपके ${company} खाते में सहेजा गया USDT (BEP-20) पता बदला गया।`,
        addressOnlyOff: `आपके ${company} खाते में "केवल सहेजे गए पतों पर निकासी" बंद किया गया; लॉक समाप्त होने तक यह लागू रहेगा।`,
        operatorSignin: `${company} के ${operator ?? 'एक ऑपरेटर'} ने आपकी मदद के लिए एक बार के लिंक से आपके खाते में साइन इन किया। वे देख और मदद कर सकते हैं, पर आपकी सुरक्षा सेटिंग्स नहीं बदल सकते और पैसा नहीं निकाल सकते।`,
        passkeyRemoved: `आपके ${company} खाते से एक पासकी हटाई गई।`,
        antiPhishingCode: `आपके ${company} खाते का एंटी-फ़िशिंग कोड बदला या हटाया गया। अब से हमारे ई-मेल में नया कोड दिखेगा; किसी और कोड वाला ई-मेल हमारा नहीं है।`,
      }[kind],
      ...addressLines(usdtAddress, { previous: 'पिछला USDT पता:', address: 'नया USDT पता:' }),
      '',
      `डिवाइस: ${device}`,
      `पता: ${ip}`,
      `समय: ${at}`,
      '',
      'अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।',
      'अगर नहीं, तो यह लिंक तुरंत खोलें: यह बिना साइन इन किए आपके खाते की निकासी और ट्रांसफ़र फ़्रीज़ कर देता है और',
      `हर डिवाइस से साइन आउट कर देता है (${days} दिन तक, एक बार मान्य):`,
      freezeLink,
      'फिर लॉग-इन पेज पर "पासवर्ड भूल गए?" से अपना पासवर्ड रीसेट करें।',
    ],
  }),
};
