import { CompanyAddressSlot, CompanyNameSlot } from '@app/web-kit/components/company';
import type { UiKey } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { CONTACT_LINK, FOOTER_LINKS, RESERVES_PATH } from '@app/web-kit/lib/site-content/site-map';
import { Link } from 'react-router';
import { Brand } from './brand';
import { DeferredNewsletterForm } from './deferred-newsletter-form';
import { usePageName } from './use-page-name';

/** The footer's own, shorter names; its other pages show the header menu's names. */
const OWN_NAMES: Readonly<Record<string, UiKey>> = {
  '/about-1': 'footer.aboutUs',
  '/services-1': 'footer.services',
  '/faq': 'footer.faq',
  [RESERVES_PATH]: 'footer.reserves',
  [CONTACT_LINK.to]: 'footer.contactUs',
};

const COLUMNS = [
  { heading: 'footer.company', navLabel: 'footer.companyNav', paths: FOOTER_LINKS.company },
  { heading: 'footer.help', navLabel: 'footer.helpNav', paths: FOOTER_LINKS.help },
] as const;

const LINK =
  'rounded text-slate-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

export function SiteFooter() {
  const { t } = useT();
  const pageName = usePageName();
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
              {column.paths.map((path) => (
                <li key={path}>
                  <Link to={path} className={LINK}>
                    {pageName(path, OWN_NAMES[path])}
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
            {FOOTER_LINKS.legal.map((path) => (
              <Link key={path} to={path} className={LINK}>
                {pageName(path)}
              </Link>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
