import { pageQuery } from '@app/contract';
import { Link } from 'react-router';
import { DEFAULT_PAGE } from '../../lib/screen-constants';
import { buttonClasses } from './button-styles';

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
const disabledClasses = buttonClasses('secondary', `${SIZE} pointer-events-none opacity-40`);

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
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <PagerLink page={page > 1 ? page - 1 : null} label="Previous" rel="prev" hrefFor={hrefFor} />
      <p className="text-sm text-slate-300 tabular-nums">
        Page {page} of {totalPages}
      </p>
      <PagerLink page={page < totalPages ? page + 1 : null} label="Next" rel="next" hrefFor={hrefFor} />
    </nav>
  );
}
