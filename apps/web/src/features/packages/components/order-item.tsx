import type { OrderRow } from '@app/contract';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { AskSupportLink } from '../../../components/support-link/ask-support-link';
import { PACKAGE_TEXTS } from '../texts';
import { DaysProgress } from './days-progress';
import { OrderStatusBadge } from './order-status-badge';

// A withdrawn order has nothing left to take out.
const CAN_WITHDRAW_CAPITAL = new Set<OrderRow['status']>(['active', 'matured']);

export function OrderItem({ order }: { order: OrderRow }) {
  const { t, tx } = useTexts(PACKAGE_TEXTS);
  return (
    <li className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-50">{order.title}</h2>
          <p className="mt-0.5 text-sm text-slate-300">
            <span className="font-semibold text-teal-200 tabular-nums">{usdt(order.price)}</span>
            <span aria-hidden="true"> · </span>
            {t('pk.incomeDaily', { rate: percent(order.yield) })}
          </p>
          {order.handlingFee > 0 && (
            <p className="mt-0.5 text-sm text-slate-400">
              {tx('pk.feePaid', { amount: <span className="tabular-nums">{usdt(order.handlingFee)}</span> })}
            </p>
          )}
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <DaysProgress totalDays={order.totalDays} maturity={order.maturity} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-400">
        <p>{tx('pk.bought', { date: <DateTime value={order.createdAt} className="text-slate-300" /> })}</p>
        <div className="-my-1.5 -mr-3 ml-auto flex flex-wrap justify-end">
          <AskSupportLink kind="order" _id={order._id} what={order.title} />
          {CAN_WITHDRAW_CAPITAL.has(order.status) && (
            <Link to={`/withdrawladd/${order._id}`} className={buttonClasses('ghost', 'min-h-10 px-3 text-sm')}>
              {t('pk.withdrawCapital')}
              <span className="sr-only">{t('pk.ofTitle', { title: order.title })}</span>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
