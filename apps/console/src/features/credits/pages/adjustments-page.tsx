import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { filterFrom, QueueFilter, type QueueFilterOption } from '../../../kit/components/queue-filter';
import { QueueList } from '../../../kit/components/queue-list';
import { type AdjustmentFilter, useAdminAdjustments } from '../api/get-admin-adjustments';
import { AdminAdjustmentItem } from '../components/admin-adjustment-item';
import { CREDITS_TEXTS } from '../texts';

const FILTER_VALUES: readonly AdjustmentFilter[] = ['pending', 'posted', 'rejected'];

const EMPTY = {
  pending: { title: 'cr.emptyPending', hint: 'cr.emptyPendingHint' },
  posted: { title: 'cr.emptyPosted', hint: 'cr.emptyPostedHint' },
  rejected: { title: 'cr.emptyRejected', hint: 'cr.emptyRejectedHint' },
} as const satisfies Record<AdjustmentFilter, { title: keyof typeof CREDITS_TEXTS; hint: keyof typeof CREDITS_TEXTS }>;

/**
 * /admin/adjustments: balance adjustments by status, the credits waiting for a second operator first
 * (docs/decisions/007-operator-console.md), oldest first so the queue is worked through in order.
 */
export function AdjustmentsPage() {
  const { t } = useTexts(CREDITS_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const FILTERS: readonly QueueFilterOption<AdjustmentFilter>[] = FILTER_VALUES.map((value) => ({
    value,
    label: t(`cr.${value}`),
  }));
  const filter = filterFrom(searchParams, FILTERS, 'pending');
  const adjustments = useAdminAdjustments({ filter, page });
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(filter === 'pending' ? {} : { status: filter }), page: String(target) })}`;

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('cr.title')} description={t('cr.description')} />
      <QueueFilter options={FILTERS} current={filter} defaultValue="pending" />
      <QueueList
        what={t('cr.what')}
        query={adjustments}
        page={page}
        hrefFor={hrefFor}
        empty={{ title: t(EMPTY[filter].title), hint: t(EMPTY[filter].hint) }}
      >
        {(adjustment) => <AdminAdjustmentItem key={adjustment._id} adjustment={adjustment} />}
      </QueueList>
    </div>
  );
}
