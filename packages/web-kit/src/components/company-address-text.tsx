import type { Company } from '../api/use-company';
import { useTexts } from '../i18n/texts';
import { DEMO_TEXTS } from './ui/texts';

/**
 * The company's address as the operator wrote it, kept so in every language (translate="no"); the demo's made-up
 * address is followed by a mark that says so in the reader's language (docs/product.md#demo).
 */
export function CompanyAddressText({ company }: { company: Pick<Company, 'address' | 'isDemoAddress'> }) {
  const { t } = useTexts(DEMO_TEXTS);
  return (
    <>
      <span translate="no">{company.address}</span>
      {company.isDemoAddress && ` ${t('ui.demoAddress')}`}
    </>
  );
}
