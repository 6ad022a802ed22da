import type { OperatorRole } from '@app/contract';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { pagesOf } from '../layout/admin-pages';
import { CONSOLE_TEXTS } from '../texts';

/** The pages the operator's role can open, as links: where to go from a page they cannot use. */
export function ConsolePagesList({ role }: { role: OperatorRole }) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <section aria-labelledby="console-pages-title" className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5">
      <h2 id="console-pages-title" className="font-semibold text-slate-100">
        {t('con.pages')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {pagesOf(role).map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={TEXT_LINK}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
