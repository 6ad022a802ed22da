import { Card } from '@app/web-kit/components/ui/card';
import type { UiKey } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { LinkList } from './link-list';

/** Spec /my: links to /my-team, /my-order (with the order count) and /settings; and /reserves (proof of reserves). */
export function AccountLinksCard({ orderCount }: { orderCount: number | undefined }) {
  const { t } = useT();
  const orders =
    orderCount === undefined ? undefined : (
      <span className="rounded-full bg-teal-400/15 px-2.5 py-0.5 text-sm font-semibold text-teal-200 tabular-nums">
        {orderCount}
        <span className="sr-only"> {t('links.orders' as UiKey, { count: orderCount })}</span>
      </span>
    );
  return (
    <Card aria-label={t('links.account')}>
      <LinkList
        label={t('links.account')}
        items={[
          { to: '/my-team', label: t('links.myTeam') },
          { to: '/my-order', label: t('links.myOrders'), trailing: orders },
          { to: '/settings', label: t('links.settings') },
          { to: '/reserves', label: t('links.reserves') },
        ]}
      />
    </Card>
  );
}
