import { CompanyInitialSlot, CompanyNameSlot } from '@app/web-kit/components/company';
import { useT } from '@app/web-kit/i18n/use-t';
import { Link } from 'react-router';

/** The site's name as the operator set it; a quiet bar holds its place while the settings load. */
export function Brand() {
  const { t } = useT();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
    >
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-teal-400 text-slate-950">
        <CompanyInitialSlot />
      </span>
      <span translate="no" className="max-w-[12rem] truncate sm:max-w-xs">
        <CompanyNameSlot loadingLabel={t('app.home')} />
      </span>
    </Link>
  );
}
