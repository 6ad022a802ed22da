import type { MailWords } from './mailer';
import type { Texts } from './texts';

// Mails about money that moved or waits (docs/product.md#languages); amounts and dates come formatted for the language.

interface NewAddressHoldValues {
  company: string;
  net: string;
  address: string;
  until: string;
  cancelLink: string;
  /** A refund of the Electronic Wallet (docs/product.md#refunds): its amount goes back there. */
  refund: boolean;
}

/** A withdrawal to an address the member was never paid at (docs/decisions/011-payout-safety.md). */
export const NEW_ADDRESS_HOLD_MAIL: Texts<(values: NewAddressHoldValues) => MailWords> = {
  en: ({ company, net, address, until, cancelLink, refund }) => ({
    subject: `${company}: a withdrawal to a new address`,
    lines: [
      `A withdrawal of ${net} after charges to ${address} was confirmed on your ${company} account.`,
      `You have not been paid at this address before, so it is held until ${until} and paid only after that.`,
      '',
      `If this was not you, cancel it with this link; the amount goes back to your ${refund ? 'Electronic Wallet' : 'Flexible wallet'}:`,
      '',
      cancelLink,
      '',
      'Then change your password. If it was you, there is nothing to do.',
    ],
  }),
  es: ({ company, net, address, until, cancelLink, refund }) => ({
    subject: `${company}: un retiro a una dirección nueva`,
    lines: [
      `Se confirmó en tu cuenta de ${company} un retiro de ${net} después de comisiones a ${address}.`,
      `Nunca se te ha pagado en esta dirección, así que queda retenido hasta el ${until} y solo se paga después.`,
      '',
      `Si no fuiste tú, cancélalo con este enlace; el importe vuelve a tu billetera ${refund ? 'electrónica' : 'flexible'}:`,
      '',
      cancelLink,
      '',
      'Después cambia tu contraseña. Si fuiste tú, no tienes que hacer nada.',
    ],
  }),
  hi: ({ company, net, address, until, cancelLink, refund }) => ({
    subject: `${company}: नए पते पर निकासी`,
    lines: [
      `आपके ${company} खाते पर ${address} के लिए शुल्क के बाद ${net} की निकासी की पुष्टि हुई है।`,
      `इस पते पर आपको पहले कभी भुगतान नहीं हुआ है, इसलिए इसे ${until} तक रोका गया है और उसके बाद ही भुगतान होगा।`,
      '',
      `अगर यह आप नहीं थे, तो इस लिंक से इसे रद्द करें; राशि आपके ${refund ? 'इलेक्ट्रॉनिक वॉलेट' : 'फ्लेक्सिबल वॉलेट'} में वापस आ जाएगी:`,
      '',
      cancelLink,
      '',
      'फिर अपना पासवर्ड बदलें। अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।',
    ],
  }),
};

interface TransferReceivedValues {
  company: string;
  fullName: string;
  amount: string;
  senderName: string;
  senderUid: string;
}

/** Tells the receiver a transfer reached their Electronic Wallet. */
export const TRANSFER_RECEIVED_MAIL: Texts<(values: TransferReceivedValues) => MailWords> = {
  en: ({ company, fullName, amount, senderName, senderUid }) => ({
    subject: `You received ${amount} on ${company}`,
    lines: [
      `Hello ${fullName},`,
      '',
      `“${senderName}” (UID ${senderUid}, the name they chose) sent you ${amount}. It is in your Electronic Wallet now and shows in your statement.`,
    ],
  }),
  es: ({ company, fullName, amount, senderName, senderUid }) => ({
    subject: `Recibiste ${amount} en ${company}`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `“${senderName}” (UID ${senderUid}, el nombre que eligió) te envió ${amount}. Ya está en tu billetera electrónica y aparece en tu extracto.`,
    ],
  }),
  hi: ({ company, fullName, amount, senderName, senderUid }) => ({
    subject: `आपको ${company} पर ${amount} मिले`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `“${senderName}” (UID ${senderUid}, उनका चुना हुआ नाम) ने आपको ${amount} भेजे हैं। यह अब आपके इलेक्ट्रॉनिक वॉलेट में है और आपके स्टेटमेंट में दिखता है।`,
    ],
  }),
};
