import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import type { NoticePage } from '@app/web-kit/lib/site-content/types';
import { Link } from 'react-router';

/** The 404 and coming-soon pages: one big message and a way onwards. */
export function NoticeView({ page }: { page: NoticePage }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-teal-200 to-teal-500 bg-clip-text text-7xl font-bold text-transparent">
        {page.code}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-50 sm:text-3xl">{page.heading}</h1>
      <p className="mt-3 text-slate-300">{page.intro}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={page.action.to} className={buttonClasses('primary')}>
          {page.action.label}
        </Link>
        {page.secondary && (
          <Link to={page.secondary.to} className={buttonClasses('secondary')}>
            {page.secondary.label}
          </Link>
        )}
      </div>
    </div>
  );
}
