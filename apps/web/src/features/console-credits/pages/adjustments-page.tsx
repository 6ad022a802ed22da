import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../components/ui/pager';
import { AdminPageHeader } from '../../console/components/admin-page-header';
import { filterFrom, QueueFilter, type QueueFilterOption } from '../../console/components/queue-filter';
import { QueueList } from '../../console/components/queue-list';
import { type AdjustmentFilter, useAdminAdjustments } from '../api/get-admin-adjustments';
import { AdminAdjustmentItem } from '../components/admin-adjustment-item';

const FILTERS: readonly QueueFilterOption<AdjustmentFilter>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'posted', label: 'Posted' },
  { value: 'rejected', label: 'Rejected' },
];

const EMPTY: Record<AdjustmentFilter, { title: string; hint: string }> = {
  pending: {
    title: 'No credits waiting',
    hint: 'A credit above the approval limit waits here until an operator other than the one who asked reviews it.',
  },
  posted: {
    title: 'No posted adjustments',
    hint: 'Credits and debits in the ledger are listed here, newest first.',
  },
  rejected: { title: 'No rejected credits', hint: 'Credits a second operator rejects are listed here.' },
};

/**
 * /admin/adjustments: balance adjustments by status, the credits waiting for a second operator first
 * (docs/decisions/007-operator-console.md), oldest first so the queue is worked through in order.
 */
export function AdjustmentsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const filter = filterFrom(searchParams, FILTERS, 'pending');
  const adjustments = useAdminAdjustments({ filter, page });
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(filter === 'pending' ? {} : { status: filter }), page: String(target) })}`;

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Credits"
        description="Balance adjustments. A credit above the approval limit is posted only once a second operator approves it."
      />
      <QueueFilter options={FILTERS} current={filter} defaultValue="pending" />
      <QueueList what="adjustments" query={adjustments} page={page} hrefFor={hrefFor} empty={EMPTY[filter]}>
        {(adjustment) => <AdminAdjustmentItem key={adjustment._id} adjustment={adjustment} />}
      </QueueList>
    </div>
  );
}
