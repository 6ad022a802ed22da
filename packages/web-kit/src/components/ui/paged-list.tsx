import type { ReactNode } from 'react';
import { Pager } from './pager';

interface PagedListProps {
  label: string;
  /** The page shown is the last one while the next loads: dimmed, and busy to assistive technology. */
  isLoadingPage: boolean;
  page: number;
  totalPages: number;
  hrefFor?: (page: number) => string;
  children: ReactNode;
}

/** One page of a member's list, and the pager when there is more than one page. */
export function PagedList({
  label,
  isLoadingPage,
  page,
  totalPages,
  hrefFor = (target) => `?page=${target}`,
  children,
}: PagedListProps) {
  return (
    <>
      <ul
        aria-label={label}
        aria-busy={isLoadingPage || undefined}
        className={`space-y-3 transition-opacity ${isLoadingPage ? 'opacity-60' : ''}`}
      >
        {children}
      </ul>
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} />}
    </>
  );
}
