import { StatBadge } from '../../../components/ui/stat-badge';

export function IncomeTotals({ totalAmount, todayAmount }: { totalAmount: number; todayAmount: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <StatBadge label="Total" usdt={totalAmount} />
      <StatBadge label="Today" usdt={todayAmount} />
    </dl>
  );
}
