import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { Pager } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { ReactNode } from 'react';
import { CONSOLE_TEXTS } from '../texts';

interface QueuePage<Row> {
  docs: Row[];
  totalDocs: number;
  totalPages: number;
}

export interface QueueListProps<Row> {
  /** "deposits", "withdrawals" in the shown language: the list's name and the words of its loading and error states. */
  what: string;
  query: {
    data?: QueuePage<Row>;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  hrefFor: (page: number) => string;
  /** What an empty page says for the filter on screen. */
  empty: { title: string; hint: string };
  children: (row: Row) => ReactNode;
}

/** A queue's states: skeleton, error with retry, empty (per filter, or past the last page), rows and pager. */
export function QueueList<Row>({ what, query, page, hrefFor, empty, children }: QueueListProps<Row>) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  if (isPending) return <ListSkeleton label={t('con.loadingList', { what })} />;
  if (!data) return isError ? <LoadError what={t('con.theList', { what })} onRetry={() => void refetch()} /> : null;
  if (data.docs.length === 0) {
    return data.totalDocs > 0 ? (
      <EmptyState
        title={t('con.nothingOnPage')}
        hint={t('con.earlierPages', { what })}
        action={{ to: hrefFor(1), label: t('con.goToPage1') }}
      />
    ) : (
      <EmptyState title={empty.title} hint={empty.hint} />
    );
  }
  return (
    <>
      <ul
        aria-label={what.charAt(0).toUpperCase() + what.slice(1)}
        aria-busy={isPlaceholderData || undefined}
        className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.docs.map(children)}
      </ul>
      {data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} hrefFor={hrefFor} />}
    </>
  );
}
