import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { adminDepositsQuery } from '../api/get-admin-deposits';
import { adminWithdrawalsQuery } from '../api/get-admin-withdrawals';
import { AdminPageHeader } from '../components/admin-page-header';

interface QueueCardProps {
  id: string;
  title: string;
  /** Page 1 of the pending filter: the same query (and cache) as the queue's first screen. */
  query: { data?: { totalDocs: number }; isPending: boolean; isError: boolean; refetch: () => unknown };
  to: string;
  linkLabel: string;
}

function QueueCard({ id, title, query, to, linkLabel }: QueueCardProps) {
  const { data, isPending, isError, refetch } = query;
  return (
    <Card aria-labelledby={id} className="flex flex-col">
      <h2 id={id} className="text-sm font-medium tracking-wide text-slate-400 uppercase">
        {title}
      </h2>
      <div className="mt-2 min-h-12 flex-1">
        {isPending && (
          <p aria-busy="true" className="my-1 h-10 w-20 animate-pulse rounded-lg bg-slate-800">
            <span className="sr-only">Loading</span>
          </p>
        )}
        {data && (
          <p className="text-4xl font-bold text-teal-200 tabular-nums">{data.totalDocs.toLocaleString('en-US')}</p>
        )}
        {isError && !data && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-300">We could not load this count.</p>
            <Button variant="secondary" className="min-h-10 text-sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        )}
      </div>
      <Link to={to} className={buttonClasses('primary', 'mt-5 sm:self-start')}>
        {linkLabel}
      </Link>
    </Card>
  );
}

export function OverviewPage() {
  const deposits = useQuery(adminDepositsQuery({ filter: 'pending', page: 1 }));
  const withdrawals = useQuery(adminWithdrawalsQuery({ filter: 'pending', page: 1 }));
  return (
    <div className="space-y-5">
      <AdminPageHeader title="Queues" description="What is waiting for an operator." />
      <div className="grid gap-4 sm:grid-cols-2">
        <QueueCard
          id="pending-deposits"
          title="Pending deposits"
          query={deposits}
          to="/admin/deposits"
          linkLabel="Review deposits"
        />
        <QueueCard
          id="pending-withdrawals"
          title="Pending withdrawals"
          query={withdrawals}
          to="/admin/withdrawals"
          linkLabel="Review withdrawals"
        />
      </div>
    </div>
  );
}
