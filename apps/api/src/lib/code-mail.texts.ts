import type { MailWords } from './mailer';
import type { Texts } from './texts';

// The mails that carry a one-time code (docs/product.md#languages). The code is the subject's last word, so a member
// reads it from the notification alone.

export type CodePurpose = 'signup' | 'passwordReset' | 'operatorSignin';

export const CODE_MAIL: Texts<
  (values: { company: string; code: string; minutes: number; purpose: CodePurpose }) => MailWords
> = {
  en: ({ company, code, minutes, purpose }) => ({
    subject: `Your ${company} verification code: ${code}`,
    lines: [
      `Your verification code is ${code}.`,
      '',
      `Enter it ${
        {
          signup: `to finish creating your ${company} account`,
          passwordReset: `to set a new password for your ${company} account`,
          operatorSignin: `to sign in to the ${company} operator console`,
        }[purpose]
      }. It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this e-mail; nobody can use your account without the code.',
    ],
  }),
  es: ({ company, code, minutes, purpose }) => ({
    subject: `Tu código de verificación de ${company}: ${code}`,
    lines: [
      `Tu código de verificación es ${code}.`,
      '',
      `Escríbelo ${
        {
          signup: `para terminar de crear tu cuenta de ${company}`,
          passwordReset: `para crear una contraseña nueva para tu cuenta de ${company}`,
          operatorSignin: `para iniciar sesión en la consola de operadores de ${company}`,
        }[purpose]
      }. Vale durante ${minutes} minutos y solo se puede usar una vez.`,
      'Si no lo pediste, ignora este correo; nadie puede usar tu cuenta sin el código.',
    ],
  }),
  hi: ({ company, code, minutes, purpose }) => ({
    subject: `आपका ${company} सत्यापन कोड: ${code}`,
    lines: [
      `आपका सत्यापन कोड ${code} है।`,
      '',
      `${
        {
          signup: `अपना ${company} खाता बनाना पूरा करने के लिए`,
          passwordReset: `अपने ${company} खाते का नया पासवर्ड सेट करने के लिए`,
          operatorSignin: `${company} ऑपरेटर कंसोल में साइन इन करने के लिए`,
        }[purpose]
      } इसे दर्ज करें। यह ${minutes} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें; कोड के बिना कोई आपका खाता इस्तेमाल नहीं कर सकता।',
    ],
  }),
};

/** `packageTitle` names the package of a capital withdrawal; null is a withdrawal from the Flexible wallet. */
interface WithdrawalCodeValues {
  company: string;
  code: string;
  minutes: number;
  net: string;
  address: string;
  packageTitle: string | null;
}

export const WITHDRAWAL_CODE_MAIL: Texts<(values: WithdrawalCodeValues) => MailWords> = {
  en: ({ company, code, minutes, net, address, packageTitle }) => ({
    subject: `Your ${company} withdrawal code: ${code}`,
    lines: [
      `Your withdrawal code is ${code}.`,
      '',
      `It confirms ${
        packageTitle === null
          ? 'a withdrawal from your Flexible wallet'
          : `the capital withdrawal of your ${packageTitle} package`
      }: ${net} after charges, sent to ${address}.`,
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, do not share it and change your password: nobody can withdraw without the code.',
    ],
  }),
  es: ({ company, code, minutes, net, address, packageTitle }) => ({
    subject: `Tu código de retiro de ${company}: ${code}`,
    lines: [
      `Tu código de retiro es ${code}.`,
      '',
      `Confirma ${
        packageTitle === null
          ? 'un retiro de tu billetera flexible'
          : `el retiro del capital de tu paquete ${packageTitle}`
      }: ${net} después de comisiones, enviados a ${address}.`,
      `Vale durante ${minutes} minutos y solo se puede usar una vez.`,
      'Si no lo pediste, no lo compartas y cambia tu contraseña: nadie puede retirar sin el código.',
    ],
  }),
  hi: ({ company, code, minutes, net, address, packageTitle }) => ({
    subject: `आपका ${company} निकासी कोड: ${code}`,
    lines: [
      `आपका निकासी कोड ${code} है।`,
      '',
      `यह ${
        packageTitle === null ? 'आपके फ्लेक्सिबल वॉलेट से निकासी' : `आपके ${packageTitle} पैकेज की पूँजी की निकासी`
      } की पुष्टि करता है: शुल्क के बाद ${net}, जो ${address} पर भेजे जाएँगे।`,
      `यह ${minutes} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      'अगर आपने यह नहीं माँगा था, तो इसे किसी को न बताएँ और अपना पासवर्ड बदलें: कोड के बिना कोई निकासी नहीं कर सकता।',
    ],
  }),
};

interface TransferCodeValues {
  company: string;
  code: string;
  minutes: number;
  amount: string;
  receiverName: string;
  receiverUid: string;
}

export const TRANSFER_CODE_MAIL: Texts<(values: TransferCodeValues) => MailWords> = {
  en: ({ company, code, minutes, amount, receiverName, receiverUid }) => ({
    subject: `Your ${company} transfer code: ${code}`,
    lines: [
      `Your transfer code is ${code}.`,
      '',
      `It confirms a transfer of ${amount} from your Flexible wallet to ${receiverName} (UID ${receiverUid}).`,
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, do not share it and change your password: nobody can transfer without the code.',
    ],
  }),
  es: ({ company, code, minutes, amount, receiverName, receiverUid }) => ({
    subject: `Tu código de transferencia de ${company}: ${code}`,
    lines: [
      `Tu código de transferencia es ${code}.`,
      '',
      `Confirma una transferencia de ${amount} de tu billetera flexible a ${receiverName} (UID ${receiverUid}).`,
      `Vale durante ${minutes} minutos y solo se puede usar una vez.`,
      'Si no lo pediste, no lo compartas y cambia tu contraseña: nadie puede transferir sin el código.',
    ],
  }),
  hi: ({ company, code, minutes, amount, receiverName, receiverUid }) => ({
    subject: `आपका ${company} ट्रांसफ़र कोड: ${code}`,
    lines: [
      `आपका ट्रांसफ़र कोड ${code} है।`,
      '',
      `यह आपके फ्लेक्सिबल वॉलेट से ${receiverName} (UID ${receiverUid}) को ${amount} के ट्रांसफ़र की पुष्टि करता है।`,
      `यह ${minutes} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      'अगर आपने यह नहीं माँगा था, तो इसे किसी को न बताएँ और अपना पासवर्ड बदलें: कोड के बिना कोई ट्रांसफ़र नहीं कर सकता।',
    ],
  }),
};
