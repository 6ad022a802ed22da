import { pageQuery } from '@app/contract';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/texts';
import { formatNumber } from '../../lib/format';
import { DEFAULT_PAGE } from '../../lib/screen-constants';
import { buttonClasses } from './button-styles';
import { PAGER_TEXTS } from './texts';

/** The page a `?page=` link asks for, by the contract's rule: ?page=abc or ?page=0 read as page 1. */
export function pageFrom(searchParams: URLSearchParams): number {
  const parsed = pageQuery.safeParse({ page: searchParams.get('page') ?? undefined });
  return parsed.success ? parsed.data.page : DEFAULT_PAGE;
}

interface PagerProps {
  page: number;
  totalPages: number;
  /** Where a page lives, e.g. `?page=2`. */
  hrefFor: (page: number) => string;
}

const SIZE = 'min-h-10 px-4 text-sm';
// No page before the first or after the last: the unavailable buttons' grey dashed look, whose label still reads at
// 4.5:1 (a faded one fell to about 3.6:1).
const disabledClasses = buttonClasses('secondary', `${SIZE} pointer-events-none`, true);

function PagerLink({
  page,
  label,
  rel,
  hrefFor,
}: { page: number | null; label: string; rel: string } & Pick<PagerProps, 'hrefFor'>) {
  if (page === null) {
    return (
      <span aria-disabled="true" className={disabledClasses}>
        {label}
      </span>
    );
  }
  return (
    <Link to={hrefFor(page)} rel={rel} className={buttonClasses('secondary', SIZE)}>
      {label}
    </Link>
  );
}

export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  const { t } = useTexts(PAGER_TEXTS);
  return (
    <nav aria-label={t('ui.pagination')} className="flex items-center justify-between gap-3">
      <PagerLink page={page > 1 ? page - 1 : null} label={t('ui.previous')} rel="prev" hrefFor={hrefFor} />
      <p className="text-sm text-slate-300 tabular-nums">
        {t('ui.pageOf', { page: formatNumber(page), total: formatNumber(totalPages) })}
      </p>
      <PagerLink page={page < totalPages ? page + 1 : null} label={t('ui.next')} rel="next" hrefFor={hrefFor} />
    </nav>
  );
}
