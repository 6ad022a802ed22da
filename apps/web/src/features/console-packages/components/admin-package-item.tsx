import type { PackageRow } from '@app/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { percent } from '../../../lib/format';
import { categoryLabel } from '../../../lib/package-categories';
import { packagePrice } from '../../../lib/package-price';

interface AdminPackageItemProps {
  pack: PackageRow;
  isSwitching: boolean;
  onEdit: () => void;
  onSwitch: () => void;
}

export function AdminPackageItem({ pack, isSwitching, onEdit, onSwitch }: AdminPackageItemProps) {
  const isActive = pack.status === 'active';
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-slate-50">{pack.title}</h2>
        <Badge tone={isActive ? 'green' : 'slate'}>{isActive ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-400">On Stake under {categoryLabel(pack.category)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">{pack.maxPrice === null ? 'Price' : 'Amount'}</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">{packagePrice(pack)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Handling fee</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">
            {pack.handlingFee > 0 ? percent(pack.handlingFee) : 'None'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Daily yield</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">{percent(pack.yield)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Maturity</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">{pack.maturity} days</dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onSwitch} loading={isSwitching} className="min-h-10 text-sm">
          {isActive ? 'Deactivate' : 'Activate'}
          <span className="sr-only"> {pack.title}</span>
        </Button>
        <Button variant="secondary" onClick={onEdit} className="min-h-10 text-sm">
          Edit<span className="sr-only"> {pack.title}</span>
        </Button>
      </div>
    </li>
  );
}
