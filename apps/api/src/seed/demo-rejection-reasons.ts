import type { AppContext } from '../context';
import { rejectionReasons } from '../db/schema';

// The demo's kept rejection reasons (docs/product.md#reviews), in the three languages, so the console's reject dialogs
// offer them and a member reads them in their language: the demo's own rejected deposit and withdrawal give one.
const REASONS = [
  {
    key: 'hashNotFound',
    use: 'deposit',
    texts: {
      en: 'The transaction hash was not found on BNB Smart Chain',
      es: 'No se encontró el hash de la transacción en BNB Smart Chain',
      hi: 'यह ट्रांज़ैक्शन हैश BNB Smart Chain पर नहीं मिला',
    },
  },
  {
    key: 'amountDiffers',
    use: 'deposit',
    texts: {
      en: 'The amount received does not match',
      es: 'El importe recibido no coincide',
      hi: 'प्राप्त राशि मेल नहीं खाती',
    },
  },
  {
    key: 'addressCannotReceive',
    use: 'withdrawal',
    texts: {
      en: 'The address cannot receive BEP-20 USDT',
      es: 'La dirección no puede recibir USDT BEP-20',
      hi: 'यह पता BEP-20 USDT प्राप्त नहीं कर सकता',
    },
  },
  {
    key: 'contactSupport',
    use: 'both',
    texts: {
      en: 'Please contact support before trying again',
      es: 'Contacta con soporte antes de volver a intentarlo',
      hi: 'कृपया दोबारा कोशिश करने से पहले सहायता से संपर्क करें',
    },
  },
] as const;

export type DemoReasonIds = Record<(typeof REASONS)[number]['key'], string>;

/** Kept from `keptSince`, before the demo's reviews that reject with them; answers each reason's id by its key. */
export async function seedDemoRejectionReasons(ctx: AppContext, options: { keptSince: Date }): Promise<DemoReasonIds> {
  const rows = await ctx.db
    .insert(rejectionReasons)
    .values(
      REASONS.map(({ key: _key, ...reason }) => ({
        ...reason,
        createdAt: options.keptSince,
        updatedAt: options.keptSince,
      })),
    )
    .returning({ id: rejectionReasons.id });
  return Object.fromEntries(REASONS.map((reason, index) => [reason.key, rows[index]?.id ?? ''])) as DemoReasonIds;
}
