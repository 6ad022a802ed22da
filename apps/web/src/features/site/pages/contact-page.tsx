import { useCompany } from '@app/web-kit/api/use-company';
import { CompanyAddressText } from '@app/web-kit/components/company-address-text';
import { PageTitle } from '@app/web-kit/components/page-title';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { ContactForm } from '../components/contact-form';
import { SITE_TEXTS } from '../texts';

/**
 * The operator's company details (docs/product.md#site) beside the contact form; no phone line is invented, and a
 * detail the operator has not set is left out rather than shown empty (decision 030).
 */
function ContactDetails() {
  const company = useCompany();
  const { t } = useTexts(SITE_TEXTS);
  if (!company) {
    return (
      <section aria-busy="true" aria-label={t('site.contactLoading')} className="mt-5 h-24 rounded-lg bg-slate-800" />
    );
  }
  return (
    <dl className="mt-5 space-y-4">
      <div>
        <dt className="text-sm text-slate-400">{t('site.company')}</dt>
        <dd translate="no" className="mt-0.5 text-slate-100">
          {company.name}
        </dd>
      </div>
      {company.address && (
        <div>
          <dt className="text-sm text-slate-400">{t('site.address')}</dt>
          <dd className="mt-0.5 text-slate-100">
            <CompanyAddressText company={company} />
          </dd>
        </div>
      )}
      {company.email && (
        <div>
          <dt className="text-sm text-slate-400">{t('site.email')}</dt>
          <dd className="mt-0.5 text-slate-100">
            <a href={`mailto:${company.email}`} className="text-teal-300 underline-offset-4 hover:underline">
              {company.email}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** A signed-in member's questions about their records are better asked in Support, where the record is linked. */
function SupportNote() {
  const { t } = useTexts(SITE_TEXTS);
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <div className="mt-6 flex max-w-4xl flex-col gap-3 rounded-2xl border border-teal-400/30 bg-teal-400/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-100">{t('site.signedInSupport')}</p>
      <Link to="/support" className={buttonClasses('secondary', 'shrink-0')}>
        {t('site.goToSupport')}
      </Link>
    </div>
  );
}

export function ContactPage() {
  const { t } = useTexts(SITE_TEXTS);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageTitle page={t('site.contactTitle')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-50 sm:text-4xl">{t('site.contactUs')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-300">{t('site.contactIntro')}</p>
      <SupportNote />
      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <TitledCard titleId="contact-details-title" title={t('site.contactDetails')}>
          <ContactDetails />
        </TitledCard>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </div>
  );
}
