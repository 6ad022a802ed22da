import { Card } from '../../../components/ui/card';
import { LinkList } from './link-list';

/** Spec /my: links to /my-team, /my-order (with the order count) and /settings. */
export function AccountLinksCard({ orderCount }: { orderCount: number | undefined }) {
  const orders =
    orderCount === undefined ? undefined : (
      <span className="rounded-full bg-teal-400/15 px-2.5 py-0.5 text-sm font-semibold text-teal-200 tabular-nums">
        {orderCount}
        <span className="sr-only"> {orderCount === 1 ? 'order' : 'orders'}</span>
      </span>
    );
  return (
    <Card aria-label="Account">
      <LinkList
        label="Account"
        items={[
          { to: '/my-team', label: 'My team' },
          { to: '/my-order', label: 'My orders', trailing: orders },
          { to: '/settings', label: 'Settings' },
        ]}
      />
    </Card>
  );
}
