import { usePublicSettings } from './get-public-settings';

export interface Company {
  name: string;
  address: string;
  /** The demo's made-up address: shown with a "demo address" mark (CompanyAddressText). */
  isDemoAddress: boolean;
  email: string;
}

/**
 * The one company identity of the site, as the operator set it (docs/product.md#site); undefined until the
 * public settings have loaded, so no other name ever shows first. A prerendered page carries the settings it was
 * rendered with (decision 018), so it hydrates with the name already in its markup.
 */
export function useCompany(): Company | undefined {
  const { data } = usePublicSettings();
  if (!data?.companyName) return undefined;
  return {
    name: data.companyName,
    address: data.companyAddress,
    isDemoAddress: data.companyAddressIsDemo === true,
    email: data.companyEmail,
  };
}
