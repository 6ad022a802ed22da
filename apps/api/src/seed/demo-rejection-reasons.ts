import type { AppContext } from '../context';
import { rejectionReasons } from '../db/schema';

// The demo's kept rejection reasons (docs/product.md#reviews), in the three languages, so the console's reject dialogs
// offer them and a member reads them in their language.
const REASONS = [
  {
    use: 'deposit',
    texts: {
      en: 'The transaction hash was not found on BNB Smart Chain',
      es: 'No se encontró el hash de la transacción en BNB Smart Chain',
      hi: 'यह ट्रांज़ैक्शन हैश BNB Smart Chain पर नहीं मिला',
    },
  },
  {
    use: 'deposit',
    texts: {
      en: 'The amount received does not match',
      es: 'El importe recibido no coincide',
      hi: 'प्राप्त राशि मेल नहीं खाती',
    },
  },
  {
    use: 'withdrawal',
    texts: {
      en: 'The address cannot receive BEP-20 USDT',
      es: 'La dirección no puede recibir USDT BEP-20',
      hi: 'यह पता BEP-20 USDT प्राप्त नहीं कर सकता',
    },
  },
  {
    use: 'both',
    texts: {
      en: 'Please contact support before trying again',
      es: 'Contacta con soporte antes de volver a intentarlo',
      hi: 'कृपया दोबारा कोशिश करने से पहले सहायता से संपर्क करें',
    },
  },
] as const;

export async function seedDemoRejectionReasons(ctx: AppContext, options: { seededAt: Date }) {
  await ctx.db
    .insert(rejectionReasons)
    .values(REASONS.map((reason) => ({ ...reason, createdAt: options.seededAt, updatedAt: options.seededAt })));
}
