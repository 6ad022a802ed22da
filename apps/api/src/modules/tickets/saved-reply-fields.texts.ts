import type { Texts } from '../../lib/texts';

// The words a saved reply's placeholders become (docs/decisions/044-saved-reply-fields.md), in the member's language:
// each status reads after "is" ("your deposit of 75.00 USDT is …"), and how deposits are checked is a whole sentence.

interface FieldWords {
  deposit: { pending: string; success: string; reject: string };
  withdrawal: { pending: string; success: string; reject: string };
  check: { manual: string; chain: string };
}

export const SAVED_REPLY_FIELD_TEXTS: Texts<FieldWords> = {
  en: {
    deposit: {
      pending: 'pending: it has not been credited yet',
      success: 'approved and credited to your Electronic Wallet',
      reject: 'rejected; the reason is on its row in your deposit list',
    },
    withdrawal: {
      pending: 'waiting to be paid',
      success: 'paid: the transaction hash on its row opens it on BscScan, where you can see the USDT arrive',
      reject: 'rejected or cancelled, and its amount is back in your wallet',
    },
    check: {
      manual:
        'Each deposit is checked by hand: an operator looks the transaction up on the block explorer before it is credited.',
      chain:
        'Each deposit is checked on the chain: it is credited once its transaction is {{confirmations}} blocks deep.',
    },
  },
  es: {
    deposit: {
      pending: 'pendiente: todavía no se ha acreditado',
      success: 'aprobado y acreditado en tu Billetera Electrónica',
      reject: 'rechazado; el motivo figura en su fila de tu lista de depósitos',
    },
    withdrawal: {
      pending: 'pendiente de pago',
      success: 'pagado: el hash de la transacción en su fila lo abre en BscScan, donde puedes ver llegar los USDT',
      reject: 'rechazado o cancelado, y su importe ha vuelto a tu billetera',
    },
    check: {
      manual:
        'Cada depósito se revisa a mano: un operador busca la transacción en el explorador de bloques antes de acreditarlo.',
      chain:
        'Cada depósito se comprueba en la cadena: se acredita cuando su transacción tiene {{confirmations}} bloques de profundidad.',
    },
  },
  hi: {
    deposit: {
      pending: 'लंबित है: यह अभी जमा नहीं हुई है',
      success: 'स्वीकृत होकर आपके इलेक्ट्रॉनिक वॉलेट में जमा हो गई है',
      reject: 'अस्वीकृत हो गई है; कारण आपकी जमा सूची में उसकी पंक्ति पर है',
    },
    withdrawal: {
      pending: 'भुगतान की प्रतीक्षा में है',
      success: 'चुकाई जा चुकी है: उसकी पंक्ति पर दिया ट्रांज़ैक्शन हैश उसे BscScan पर खोलता है, जहाँ आप USDT पहुँचते देख सकते हैं',
      reject: 'अस्वीकृत या रद्द हो गई है, और उसकी राशि आपके वॉलेट में लौट आई है',
    },
    check: {
      manual: 'हर जमा की जाँच हाथ से होती है: जमा करने से पहले एक ऑपरेटर ब्लॉक एक्सप्लोरर पर ट्रांज़ैक्शन देखता है।',
      chain: 'हर जमा की जाँच चेन पर होती है: ट्रांज़ैक्शन के {{confirmations}} ब्लॉक गहरा होते ही वह जमा हो जाती है।',
    },
  },
};
