import { CompanyContactSlot, CompanyNameSlot } from '@app/web-kit/components/company';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import type { UiKey } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { CONTACT_LINK } from '@app/web-kit/lib/site-content/site-map';
import { useState } from 'react';
import { Link } from 'react-router';
import { HeaderIcon, ICON_BUTTON } from '../../components/header-icon';
import { usePageName } from './use-page-name';

const SIDE_MENU_WIDTH_PX = 380;

/** Pages by path, under the side menu's own names where it has one, else the header menu's. */
const QUICK_LINKS: readonly { path: string; ownName?: UiKey }[] = [
  { path: '/about-1', ownName: 'side.aboutUs' },
  { path: '/services-1', ownName: 'footer.services' },
  { path: '/projects' },
  { path: '/pricing' },
  { path: CONTACT_LINK.to, ownName: 'side.contactUs' },
];

const LINK =
  'block rounded-lg px-3 py-2.5 text-slate-200 hover:bg-slate-800 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

function SideMenuContent({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const pageName = usePageName();
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
          {QUICK_LINKS.map(({ path, ownName }) => (
            <li key={path}>
              <Link to={path} onClick={onClose} className={LINK}>
                {pageName(path, ownName)}
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
