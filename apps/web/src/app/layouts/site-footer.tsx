import { Link } from 'react-router';
import { Brand } from './brand';
import { CompanyAddressSlot, CompanyNameSlot } from './company';
import { DeferredNewsletterForm } from './deferred-newsletter-form';

// What the platform is, in one sentence (docs/product.md#site): no promise of returns.
export const COMPANY_SENTENCE =
  'A member platform in USDT (BEP-20): packages that pay a daily profit for a fixed term, and income from a three-level team. Returns are not guaranteed and you can lose money.';

const LEGAL_LINKS = [
  { to: '/terms-of-service', label: 'Terms of service' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/risk-disclosure', label: 'Risk disclosure' },
];

const COLUMNS = [
  {
    heading: 'Company',
    links: [
      { to: '/about-1', label: 'About Us' },
      { to: '/team', label: 'Team' },
      { to: '/projects', label: 'Projects' },
      { to: '/blog-grid', label: 'News' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { to: '/services-1', label: 'Services' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/faq', label: "FAQ's" },
      { to: '/contactForm', label: 'Contact Us' },
    ],
  },
];

const LINK =
  'rounded text-slate-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <Brand />
          <p className="mt-4 max-w-md text-sm text-slate-400">{COMPANY_SENTENCE}</p>
          {/* Text, not links: every footer link opens a page of the site; the contact page links the e-mail. */}
          <CompanyAddressSlot />
          <h2 className="mt-6 mb-3 text-sm font-semibold text-slate-50">Subscribe to our newsletter</h2>
          <DeferredNewsletterForm />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={`Footer ${column.heading.toLowerCase()}`}>
            <h2 className="text-sm font-semibold text-slate-50">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} <CompanyNameSlot />
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={LINK}>
                {link.label}
              </Link>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
