import type { AppContext } from '../context';
import { ticketSavedReplies } from '../db/schema';

// The demo's saved replies (docs/product.md#support): what a support operator answers most, in the three languages,
// so the console's Support page shows how a reply is reused in the member's language.
const REPLIES = [
  {
    title: 'Deposit being checked',
    texts: {
      en: 'Thank you for writing. We have found your deposit and are checking it on the chain: it is credited once it has enough confirmations, usually within the hour. We will write here when it is done.',
      es: 'Gracias por escribirnos. Hemos encontrado tu depósito y lo estamos comprobando en la cadena: se acredita cuando tiene suficientes confirmaciones, normalmente en menos de una hora. Te escribiremos aquí cuando esté listo.',
      hi: 'लिखने के लिए धन्यवाद। हमें आपकी जमा मिल गई है और हम चेन पर उसकी जाँच कर रहे हैं: पर्याप्त पुष्टियाँ मिलते ही वह जमा हो जाती है, आमतौर पर एक घंटे के भीतर। पूरा होते ही हम यहीं लिखेंगे।',
    },
  },
  {
    title: 'Ask for a screenshot',
    texts: {
      en: 'So we can find your transfer, please reply with a screenshot from your wallet that shows the transaction hash, the amount and the time.',
      es: 'Para encontrar tu transferencia, responde con una captura de pantalla de tu billetera en la que se vean el hash de la transacción, el importe y la hora.',
      hi: 'आपका ट्रांसफ़र ढूँढने के लिए, कृपया अपने वॉलेट का ऐसा स्क्रीनशॉट भेजें जिसमें ट्रांज़ैक्शन हैश, राशि और समय दिखे।',
    },
  },
  {
    title: 'Withdrawal paid',
    texts: {
      en: "Your withdrawal has been paid. The transaction hash on the withdrawal's row opens it on BscScan, where you can see the USDT arrive at your address.",
      es: 'Tu retiro ya está pagado. El hash de la transacción en la fila del retiro lo abre en BscScan, donde puedes ver cómo llegan los USDT a tu dirección.',
      hi: 'आपकी निकासी का भुगतान हो गया है। निकासी की पंक्ति पर दिया ट्रांज़ैक्शन हैश उसे BscScan पर खोलता है, जहाँ आप USDT को अपने पते पर पहुँचते देख सकते हैं।',
    },
  },
] as const;

export async function seedDemoSavedReplies(ctx: AppContext, options: { operatorId: string; seededAt: Date }) {
  await ctx.db
    .insert(ticketSavedReplies)
    .values(REPLIES.map((reply) => ({ ...reply, updatedBy: options.operatorId, updatedAt: options.seededAt })));
}
