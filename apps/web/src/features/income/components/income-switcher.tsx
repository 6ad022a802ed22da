import { useTexts } from '@app/web-kit/i18n/texts';
import { NavLink } from 'react-router';
import { INCOME_TEXTS } from '../texts';
import { INCOME_LISTS } from './income-sources';

/** Hops between the income lists; scrolls sideways on a narrow phone. */
export function IncomeSwitcher() {
  const { t } = useTexts(INCOME_TEXTS);
  return (
    <nav aria-label={t('inc.lists')} className="-mx-1 overflow-x-auto px-1 [scrollbar-width:none]">
      <ul className="flex gap-2">
        {INCOME_LISTS.map((source) => (
          <li key={source.path}>
            <NavLink
              to={source.path}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 ${
                  isActive
                    ? 'border-teal-400/60 bg-teal-400/10 text-teal-200'
                    : 'border-slate-700 text-slate-300 hover:border-slate-500 hover:text-slate-50'
                }`
              }
            >
              {source.shortTitle}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
