import { Link } from 'react-router';
import { CompanyAddressSlot, CompanyNameSlot } from '../../components/company';
import { useT } from '../../i18n/use-t';
import { Brand } from './brand';
import { DeferredNewsletterForm } from './deferred-newsletter-form';

const LEGAL_LINKS = [
  { to: '/terms-of-service', label: 'footer.terms' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/risk-disclosure', label: 'footer.risk' },
] as const;

const COLUMNS = [
  {
    heading: 'footer.company',
    navLabel: 'footer.companyNav',
    links: [
      { to: '/about-1', label: 'footer.aboutUs' },
      { to: '/team', label: 'footer.team' },
      { to: '/projects', label: 'footer.projects' },
      { to: '/blog-grid', label: 'footer.news' },
    ],
  },
  {
    heading: 'footer.help',
    navLabel: 'footer.helpNav',
    links: [
      { to: '/services-1', label: 'footer.services' },
      { to: '/pricing', label: 'footer.pricing' },
      { to: '/faq', label: 'footer.faq' },
      { to: '/reserves', label: 'footer.reserves' },
      { to: '/contactForm', label: 'footer.contactUs' },
    ],
  },
] as const;

const LINK =
  'rounded text-slate-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <Brand />
          <p className="mt-4 max-w-md text-sm text-slate-400">{t('footer.companySentence')}</p>
          {/* Text, not links: every footer link opens a page of the site; the contact page links the e-mail. */}
          <CompanyAddressSlot />
          <h2 className="mt-6 mb-3 text-sm font-semibold text-slate-50">{t('footer.subscribe')}</h2>
          <DeferredNewsletterForm />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.navLabel)}>
            <h2 className="text-sm font-semibold text-slate-50">{t(column.heading)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={LINK}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-slate-400 sm:flex-row sm:justify-between">
          {/* The operator's company name, as they wrote it in every language. */}
          <p translate="no">
            © {new Date().getFullYear()} <CompanyNameSlot />
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={LINK}>
                {t(link.label)}
              </Link>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
