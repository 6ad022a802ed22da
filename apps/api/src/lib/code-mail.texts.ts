import type { MailWords } from './mailer';
import type { Texts } from './texts';

// The mails that carry a one-time code (docs/product.md#languages). The code is the subject's last word, so a member
// reads it from the notification alone.

export type CodePurpose = 'signup' | 'passwordReset' | 'operatorSignin' | 'addressBook' | 'securityChange';

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
          addressBook: `to change the saved withdrawal addresses of your ${company} account`,
          securityChange: `to change a security setting of your ${company} account (two-factor, a passkey or the anti-phishing code)`,
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
          addressBook: `para cambiar las direcciones de retiro guardadas de tu cuenta de ${company}`,
          securityChange: `para cambiar un ajuste de seguridad de tu cuenta de ${company} (la verificación en dos pasos, una llave de acceso o el código antiphishing)`,
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
          addressBook: `अपने ${company} खाते के सहेजे गए निकासी पते बदलने के लिए`,
          securityChange: `अपने ${company} खाते की कोई सुरक्षा सेटिंग (टू-फ़ैक्टर, पासकी या एंटी-फ़िशिंग कोड) बदलने के लिए`,
        }[purpose]
      } इसे दर्ज करें। यह ${minutes} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें; कोड के बिना कोई आपका खाता इस्तेमाल नहीं कर सकता।',
    ],
  }),
};

/** A code that confirms money leaving the member's wallet: the mail says what it confirms, then the same warning. */
type StepUpAction = 'withdrawal' | 'transfer';

interface StepUpCodeValues {
  company: string;
  code: string;
  minutes: number;
  /** The sentence that names what the code confirms, with the amount and where it goes. */
  confirms: string;
}

const STEP_UP_CODE_MAIL: Texts<(action: StepUpAction, values: StepUpCodeValues) => MailWords> = {
  en: (action, { company, code, minutes, confirms }) => ({
    subject: `Your ${company} ${action} code: ${code}`,
    lines: [
      `Your ${action} code is ${code}.`,
      '',
      confirms,
      `It is valid for ${minutes} minutes and can be used once.`,
      `If you did not ask for it, do not share it and change your password: nobody can ${
        { withdrawal: 'withdraw', transfer: 'transfer' }[action]
      } without the code.`,
    ],
  }),
  es: (action, { company, code, minutes, confirms }) => {
    const noun = { withdrawal: 'retiro', transfer: 'transferencia' }[action];
    return {
      subject: `Tu código de ${noun} de ${company}: ${code}`,
      lines: [
        `Tu código de ${noun} es ${code}.`,
        '',
        confirms,
        `Vale durante ${minutes} minutos y solo se puede usar una vez.`,
        `Si no lo pediste, no lo compartas y cambia tu contraseña: nadie puede ${
          { withdrawal: 'retirar', transfer: 'transferir' }[action]
        } sin el código.`,
      ],
    };
  },
  hi: (action, { company, code, minutes, confirms }) => {
    const noun = { withdrawal: 'निकासी', transfer: 'ट्रांसफ़र' }[action];
    return {
      subject: `आपका ${company} ${noun} कोड: ${code}`,
      lines: [
        `आपका ${noun} कोड ${code} है।`,
        '',
        confirms,
        `यह ${minutes} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
        `अगर आपने यह नहीं माँगा था, तो इसे किसी को न बताएँ और अपना पासवर्ड बदलें: कोड के बिना कोई ${noun} नहीं कर सकता।`,
      ],
    };
  },
};

/**
 * `packageTitle` names the package of a capital withdrawal; null is a withdrawal from the Flexible wallet, or with
 * `refund` a refund of the Electronic Wallet (docs/product.md#refunds).
 */
interface WithdrawalCodeValues extends Omit<StepUpCodeValues, 'confirms'> {
  net: string;
  address: string;
  packageTitle: string | null;
  refund: boolean;
}

export const WITHDRAWAL_CODE_MAIL: Texts<(values: WithdrawalCodeValues) => MailWords> = {
  en: ({ net, address, packageTitle, refund, ...values }) =>
    STEP_UP_CODE_MAIL.en('withdrawal', {
      ...values,
      confirms: `It confirms ${
        packageTitle === null
          ? refund
            ? 'a refund of your Electronic Wallet'
            : 'a withdrawal from your Flexible wallet'
          : `the capital withdrawal of your ${packageTitle} package`
      }: ${net} after charges, sent to ${address}.`,
    }),
  es: ({ net, address, packageTitle, refund, ...values }) =>
    STEP_UP_CODE_MAIL.es('withdrawal', {
      ...values,
      confirms: `Confirma ${
        packageTitle === null
          ? refund
            ? 'un reembolso de tu billetera electrónica'
            : 'un retiro de tu billetera flexible'
          : `el retiro del capital de tu paquete ${packageTitle}`
      }: ${net} después de comisiones, enviados a ${address}.`,
    }),
  hi: ({ net, address, packageTitle, refund, ...values }) =>
    STEP_UP_CODE_MAIL.hi('withdrawal', {
      ...values,
      confirms: `यह ${
        packageTitle === null
          ? refund
            ? 'आपके इलेक्ट्रॉनिक वॉलेट के रिफ़ंड'
            : 'आपके फ्लेक्सिबल वॉलेट से निकासी'
          : `आपके ${packageTitle} पैकेज की पूँजी की निकासी`
      } की पुष्टि करता है: शुल्क के बाद ${net}, जो ${address} पर भेजे जाएँगे।`,
    }),
};

interface TransferCodeValues extends Omit<StepUpCodeValues, 'confirms'> {
  amount: string;
  receiverName: string;
  receiverUid: string;
}

export const TRANSFER_CODE_MAIL: Texts<(values: TransferCodeValues) => MailWords> = {
  en: ({ amount, receiverName, receiverUid, ...values }) =>
    STEP_UP_CODE_MAIL.en('transfer', {
      ...values,
      confirms: `It confirms a transfer of ${amount} from your Flexible wallet to ${receiverName} (UID ${receiverUid}).`,
    }),
  es: ({ amount, receiverName, receiverUid, ...values }) =>
    STEP_UP_CODE_MAIL.es('transfer', {
      ...values,
      confirms: `Confirma una transferencia de ${amount} de tu billetera flexible a ${receiverName} (UID ${receiverUid}).`,
    }),
  hi: ({ amount, receiverName, receiverUid, ...values }) =>
    STEP_UP_CODE_MAIL.hi('transfer', {
      ...values,
      confirms: `यह आपके फ्लेक्सिबल वॉलेट से ${receiverName} (UID ${receiverUid}) को ${amount} के ट्रांसफ़र की पुष्टि करता है।`,
    }),
};
