import { useCompany } from '@app/web-kit/api/use-company';
import { CompanyAddressText } from '@app/web-kit/components/company-address-text';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PANEL } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { SITE_TEXTS } from '../texts';

/** The operator a legal page speaks for, from the company settings (docs/product.md#site). */
export function CompanyCard() {
  const company = useCompany();
  const { t } = useTexts(SITE_TEXTS);
  return (
    <LabelledSection
      titleId="company-card"
      title={t('site.operator')}
      titleClassName="font-semibold text-slate-50"
      className={`${PANEL} mb-6 h-fit p-6`}
    >
      {company ? (
        <address className="mt-3 space-y-1 text-sm text-slate-300 not-italic">
          <p translate="no" className="font-semibold text-slate-100">
            {company.name}
          </p>
          {company.address && (
            <p>
              <CompanyAddressText company={company} />
            </p>
          )}
          {company.email && (
            <p>
              <a href={`mailto:${company.email}`} className="text-teal-300 underline-offset-4 hover:underline">
                {company.email}
              </a>
            </p>
          )}
        </address>
      ) : (
        <div aria-hidden="true" className="mt-3 h-16 rounded bg-slate-800 motion-safe:animate-pulse" />
      )}
    </LabelledSection>
  );
}
