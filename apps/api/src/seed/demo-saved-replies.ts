import type { AppContext } from '../context';
import { ticketSavedReplies } from '../db/schema';

// The demo's saved replies (docs/product.md#support): what a support operator answers most, in the three languages,
// so the console's Support page shows how a reply is reused in the member's language, filled from the ticket's record.
export const DEMO_SAVED_REPLIES = [
  {
    // docs/decisions/044-saved-reply-fields.md: its state is the deposit's own, and how deposits are checked is the
    // platform's setting of the day, so the reply cannot say "checking it on the chain" of a deposit reviewed by hand
    // or already approved.
    title: 'Deposit: where it stands',
    texts: {
      en: 'Thank you for writing. We have found your deposit of {deposit.amount}: it is {deposit.status}. {deposits.check} We will write here if anything changes.',
      es: 'Gracias por escribirnos. Hemos encontrado tu depósito de {deposit.amount}: está {deposit.status}. {deposits.check} Te escribiremos aquí si algo cambia.',
      hi: 'लिखने के लिए धन्यवाद। हमें {deposit.amount} की आपकी जमा मिल गई है: वह {deposit.status}। {deposits.check} कुछ भी बदलने पर हम यहीं लिखेंगे।',
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
    title: 'Withdrawal: where it stands',
    texts: {
      en: 'Thank you for writing. Your withdrawal of {withdrawal.amount} is {withdrawal.status}.',
      es: 'Gracias por escribirnos. Tu retiro de {withdrawal.amount} está {withdrawal.status}.',
      hi: 'लिखने के लिए धन्यवाद। {withdrawal.amount} की आपकी निकासी {withdrawal.status}।',
    },
  },
] as const;

export async function seedDemoSavedReplies(ctx: AppContext, options: { operatorId: string; seededAt: Date }) {
  await ctx.db
    .insert(ticketSavedReplies)
    .values(
      DEMO_SAVED_REPLIES.map((reply) => ({ ...reply, updatedBy: options.operatorId, updatedAt: options.seededAt })),
    );
}
