import type { PackageTranslations } from '../db/schema/packages';

// The demo's package names in Spanish and Hindi (docs/product.md#packages), written when the packages were, so a
// visitor in either language reads no English name and the console shows no language behind.
const NAMES: Record<string, { es: string; hi: string }> = {
  Starter: { es: 'Inicial', hi: 'स्टार्टर' },
  Silver: { es: 'Plata', hi: 'सिल्वर' },
  Gold: { es: 'Oro', hi: 'गोल्ड' },
  Platinum: { es: 'Platino', hi: 'प्लैटिनम' },
  Diamond: { es: 'Diamante', hi: 'डायमंड' },
  'Exclusive stake': { es: 'Participación exclusiva', hi: 'एक्सक्लूसिव स्टेक' },
  'Genesis collection': { es: 'Colección Génesis', hi: 'जेनेसिस कलेक्शन' },
  'Striker card': { es: 'Tarjeta Striker', hi: 'स्ट्राइकर कार्ड' },
};

export function demoPackageTranslations(title: string, writtenAt: Date): PackageTranslations {
  const names = NAMES[title];
  if (!names) return {};
  const changedAt = writtenAt.toISOString();
  return {
    es: { title: names.es, description: '', changedAt },
    hi: { title: names.hi, description: '', changedAt },
  };
}
