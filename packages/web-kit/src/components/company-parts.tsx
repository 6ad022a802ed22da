import { useCompany } from '../api/use-company';
import { CompanyAddressText } from './company-address-text';

// The company identity as the operator set it (docs/product.md#site). These parts load in their own chunk with
// the settings query, so the first paint of `/` does not wait for the query code (company.tsx).

const PLACEHOLDER = 'inline-block h-4 w-24 rounded bg-slate-800 align-middle motion-safe:animate-pulse';

/** `loadingLabel`: what a screen reader hears while the name loads (the header's link says "Home"). */
export function CompanyName({ loadingLabel }: { loadingLabel?: string }) {
  const company = useCompany();
  if (company) return company.name;
  return (
    <>
      <span aria-hidden="true" className={PLACEHOLDER} />
      {loadingLabel && <span className="sr-only">{loadingLabel}</span>}
    </>
  );
}

export function CompanyInitial() {
  return useCompany()?.name.charAt(0).toUpperCase() ?? null;
}

/** The footer's address and e-mail, as text; a line the operator has not set is left out (decision 030). */
export function CompanyAddress() {
  const company = useCompany();
  if (!company || (!company.address && !company.email)) return null;
  return (
    <address className="mt-3 text-sm text-slate-400 not-italic">
      {company.address && (
        <p>
          <CompanyAddressText company={company} />
        </p>
      )}
      {company.email && <p translate="no">{company.email}</p>}
    </address>
  );
}

/** The side menu's contact lines, those the operator has set. */
export function CompanyContact() {
  const company = useCompany();
  if (!company || (!company.address && !company.email)) return null;
  return (
    <address className="mt-2 space-y-1 text-slate-300 not-italic">
      {company.email && (
        <p translate="no">
          <a href={`mailto:${company.email}`} className="text-teal-300 underline underline-offset-4">
            {company.email}
          </a>
        </p>
      )}
      {company.address && (
        <p>
          <CompanyAddressText company={company} />
        </p>
      )}
    </address>
  );
}

export { PageTitle as CompanyTitle } from './page-title';
