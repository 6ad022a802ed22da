import { pageFrom } from '@app/web-kit/components/ui/pager';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ReviewQueueAddress } from '../api/review-queue-address';
import { AdminPageHeader } from './admin-page-header';
import { usePageDialog } from './page-dialog';
import { filterFrom, orderFrom, QueueFilter, type QueueFilterOption, QueueOrderSelect } from './queue-filter';
import { QueueList, type QueueListProps } from './queue-list';

/** Every review queue opens on the rows waiting for an operator; its link and its pages drop `?status=`. */
const PENDING = 'pending';

/** Every review queue's filters: the rows waiting, decided either way, or all of them. */
const REVIEW_FILTERS = ['pending', 'success', 'reject', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const CAPITALISED = { pending: 'Pending', success: 'Success', reject: 'Reject', all: 'All' } as const;
type Capitalised = (typeof CAPITALISED)[ReviewFilter];

/** An area's words for its queue's filters: `<prefix>.pending`, `<prefix>.emptyPending`, `<prefix>.emptyPendingHint`. */
export type ReviewFilterKey<Prefix extends string> =
  | `${Prefix}.${ReviewFilter}`
  | `${Prefix}.empty${Capitalised}`
  | `${Prefix}.empty${Capitalised}Hint`;

/** The filters of a review queue and what each says when empty, in the area's words. */
export function reviewFilterTexts<Prefix extends string>(prefix: Prefix, t: (key: ReviewFilterKey<Prefix>) => string) {
  const filters: QueueFilterOption<ReviewFilter>[] = REVIEW_FILTERS.map((value) => ({
    value,
    label: t(`${prefix}.${value}`),
  }));
  const empty = Object.fromEntries(
    REVIEW_FILTERS.map((value) => [
      value,
      { title: t(`${prefix}.empty${CAPITALISED[value]}`), hint: t(`${prefix}.empty${CAPITALISED[value]}Hint`) },
    ]),
  ) as Record<ReviewFilter, { title: string; hint: string }>;
  return { filters, empty };
}

/** The filter, order and page a review queue's address asks for, to read the queue's rows with. */
export function useReviewQueueAddress<Filter extends string>(
  filters: readonly QueueFilterOption<Filter | typeof PENDING>[],
): ReviewQueueAddress<Filter | typeof PENDING> {
  const [searchParams] = useSearchParams();
  return {
    filter: filterFrom(searchParams, filters, PENDING),
    order: orderFrom(searchParams),
    page: pageFrom(searchParams),
  };
}

/** What a dialog does once its decision is saved, or when the operator leaves it. */
export interface ReviewActions {
  /** The decision is saved: its message as a toast, and the dialog closes. */
  done: (response: { message: string }) => void;
  close: () => void;
}

interface ReviewQueueProps<Row, Filter extends string, Kind extends string> {
  title: string;
  description: string;
  /** A link or button at the heading's right: the kept rejection reasons. */
  action?: ReactNode;
  /** "deposits", "withdrawals": the list's name and the words of its loading and error states. */
  what: string;
  filters: readonly QueueFilterOption<Filter>[];
  /** What an empty queue says, per filter. */
  empty: Record<Filter, { title: string; hint: string }>;
  /** The address read by useReviewQueueAddress, and the rows read with it. */
  address: ReviewQueueAddress<Filter>;
  query: QueueListProps<Row>['query'];
  /** One row; `open` shows the dialog of a decision on it. */
  item: (row: Row, open: (kind: Kind) => void) => ReactNode;
  /** The dialog of each decision (approve, reject, pay) on the row it was opened for. */
  dialogs: Record<Kind, (row: Row, actions: ReviewActions) => ReactNode>;
  /** The decisions' mutations: a dialog opens with their last errors cleared, so none opens on an old one. */
  decisions: readonly { reset: () => void }[];
}

/**
 * A queue of rows an operator reviews one at a time (deposits, withdrawals): its filter by status and order, the
 * rows with their pager, and the dialog of the decision taken on one row.
 */
export function ReviewQueue<Row, Filter extends string, Kind extends string>({
  title,
  description,
  action,
  what,
  filters,
  empty,
  address: { filter, order, page },
  query,
  item,
  dialogs,
  decisions,
}: ReviewQueueProps<Row, Filter, Kind>) {
  const { open: review, show, close, done } = usePageDialog<{ kind: Kind; row: Row }>(decisions);
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({
      ...(filter === PENDING ? {} : { status: filter }),
      ...(order ? { order } : {}),
      page: String(target),
    })}`;

  return (
    <div className="space-y-5">
      <AdminPageHeader title={title} description={description} action={action} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <QueueFilter<Filter | typeof PENDING> options={filters} current={filter} defaultValue={PENDING} />
        <QueueOrderSelect isPending={filter === PENDING} />
      </div>
      <QueueList what={what} query={query} page={page} hrefFor={hrefFor} empty={empty[filter]}>
        {(row) => item(row, (kind) => show({ kind, row }))}
      </QueueList>
      {review && dialogs[review.kind](review.row, { done, close })}
    </div>
  );
}
