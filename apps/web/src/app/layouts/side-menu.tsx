import { useState } from 'react';
import { Link } from 'react-router';
import { CompanyContactSlot, CompanyNameSlot } from '../../components/company';
import { HeaderIcon, ICON_BUTTON } from '../../components/header-icon';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../i18n/use-t';

const SIDE_MENU_WIDTH_PX = 380;

const QUICK_LINKS = [
  { to: '/about-1', label: 'side.aboutUs' },
  { to: '/services-1', label: 'footer.services' },
  { to: '/projects', label: 'footer.projects' },
  { to: '/pricing', label: 'footer.pricing' },
  { to: '/contactForm', label: 'side.contactUs' },
] as const;

const LINK =
  'block rounded-lg px-3 py-2.5 text-slate-200 hover:bg-slate-800 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

function SideMenuContent({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  return (
    <>
      <button
        type="button"
        aria-label={t('header.closeSideMenu')}
        onClick={onClose}
        className={`${ICON_BUTTON} absolute top-3 right-3`}
      >
        <HeaderIcon name="close" />
      </button>
      <p className="mt-3 text-slate-300">{t('footer.companySentence')}</p>
      <nav aria-label={t('header.quickLinks')} className="mt-6">
        <ul>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose} className={LINK}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="side-menu-contact" className="mt-6 rounded-2xl border border-slate-800 p-4 text-sm">
        <div className="flex items-center justify-between gap-2">
          <h3 id="side-menu-contact" className="font-semibold text-slate-50">
            {t('header.getInTouch')}
          </h3>
        </div>
        <CompanyContactSlot />
      </section>
    </>
  );
}

/** The header's side menu: company blurb, quick links and contact details in a modal panel. */
export function SideMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useT();
  const close = () => setIsOpen(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('header.openSideMenu')}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className={ICON_BUTTON}
      >
        <HeaderIcon name="sidebar" />
      </button>
      {isOpen && (
        <Dialog title={<CompanyNameSlot />} onClose={close} maxWidthPx={SIDE_MENU_WIDTH_PX} placement="side">
          <SideMenuContent onClose={close} />
        </Dialog>
      )}
    </>
  );
}
