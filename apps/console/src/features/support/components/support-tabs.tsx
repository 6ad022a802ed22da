import { useTexts } from '@app/web-kit/i18n/texts';
import { NavLink } from 'react-router';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

const TAB =
  '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:rounded-t-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** The support desk's two pages, as links: each has its own address (NavLink marks the current one). */
export function SupportTabs() {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const tabs = [
    { to: '/admin/support', label: t('csp.queue') },
    { to: '/admin/support/saved-replies', label: t('csp.savedReplies') },
  ];
  return (
    <nav aria-label={t('csp.sections')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-800 px-1">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            `${TAB} ${isActive ? 'border-teal-400 text-teal-200' : 'border-transparent text-slate-400 hover:text-slate-100'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
