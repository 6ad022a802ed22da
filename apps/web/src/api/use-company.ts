import { useHydrated } from '../lib/use-hydrated';
import { usePublicSettings } from './get-public-settings';

export interface Company {
  name: string;
  address: string;
  email: string;
}

/**
 * The one company identity of the site, as the operator set it (docs/product.md#site); undefined until the
 * public settings have loaded, so no other name ever shows first (and while a prerendered page hydrates).
 */
export function useCompany(): Company | undefined {
  const { data } = usePublicSettings();
  const isHydrated = useHydrated();
  if (!isHydrated || !data?.companyName) return undefined;
  return { name: data.companyName, address: data.companyAddress, email: data.companyEmail };
}
