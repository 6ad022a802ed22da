import type { OperatorRole } from '@app/contract';
import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';
import { useTexts } from '@app/web-kit/i18n/texts';
import { NavLink } from 'react-router';
import { CONSOLE_TEXTS } from '../texts';
import { pagesOf } from './admin-pages';

const LINK =
  'flex min-h-11 items-center gap-3 rounded-xl px-4 py-2.5 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** The pages of the operator's role; NavLink marks the current one with aria-current="page". */
export function AdminNavLinks({ role, onNavigate }: { role: OperatorRole; onNavigate?: () => void }) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <ul className="space-y-1">
      {pagesOf(role).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.isExact}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${LINK} ${isActive ? 'bg-teal-400/10 text-teal-300' : 'text-slate-300 hover:bg-slate-900 hover:text-slate-50'}`
            }
          >
            <StrokeIcon path={item.icon} className="size-5 shrink-0" />
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
