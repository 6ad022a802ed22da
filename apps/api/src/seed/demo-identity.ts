import type { OperatorSettings } from '@app/contract';
import type { AppContext } from '../context';
import { upsertSetting } from '../modules/settings/settings.repository';
import { DEMO_COMPANY_ADDRESS } from '../modules/settings/settings.service';

/**
 * The demo's company, as an owner would fill it in the console: fictional (the `.demo` domain is nobody's, the town
 * is on no map) but whole, so the public pages read as a real operator's (docs/product.md#demo, decision 030). The
 * address is the demo's own, which the site marks as a demo address in the reader's language.
 */
export const DEMO_IDENTITY = {
  companyAddress: DEMO_COMPANY_ADDRESS,
  companyEmail: 'support@nexatech.demo',
  // Each role in the three languages, as an owner writes them in the console; the names as written everywhere.
  companyPeople: [
    {
      name: 'Helena Marsh',
      role: 'Managing director',
      roles: { es: 'Directora general', hi: 'प्रबंध निदेशक' },
    },
    {
      name: 'Ravi Menon',
      role: 'Head of operations: deposits and payouts',
      roles: { es: 'Jefe de operaciones: depósitos y pagos', hi: 'संचालन प्रमुख: डिपॉज़िट और भुगतान' },
    },
    {
      name: 'Lucía Ortega',
      role: 'Compliance: identity checks and reserves',
      roles: { es: 'Cumplimiento: verificaciones de identidad y reservas', hi: 'अनुपालन: पहचान जाँच और रिज़र्व' },
    },
    {
      name: 'Tom Adeyemi',
      role: 'Member support',
      roles: { es: 'Atención a los miembros', hi: 'सदस्य सहायता' },
    },
  ],
} as const satisfies Partial<OperatorSettings>;

export async function seedDemoIdentity(db: AppContext['db'], now: Date) {
  for (const [key, value] of Object.entries(DEMO_IDENTITY)) {
    await upsertSetting(db, { key, value, now });
  }
}
