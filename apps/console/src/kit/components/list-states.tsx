import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import type { ReactNode } from 'react';

interface ListStatesProps<Row> {
  /** A list read whole, without pages (the kept reasons, the saved replies, the packages). */
  query: { data?: Row[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The skeleton's name while the list loads. */
  loading: string;
  /** What failed to load, for the error's sentence: "the reasons". */
  what: string;
  empty: { title: string; hint: string };
  /** The list's name. */
  label: string;
  className?: string;
  children: (row: Row) => ReactNode;
}

/** A whole list's states: skeleton, error with retry, empty, or its rows. */
export function ListStates<Row>({ query, loading, what, empty, label, className, children }: ListStatesProps<Row>) {
  const { data, isPending, isError, refetch } = query;
  if (isPending) return <ListSkeleton label={loading} />;
  if (!data) return isError ? <LoadError what={what} onRetry={() => void refetch()} /> : null;
  if (data.length === 0) return <EmptyState title={empty.title} hint={empty.hint} />;
  return (
    <ul aria-label={label} className={className ?? 'space-y-3'}>
      {data.map(children)}
    </ul>
  );
}
