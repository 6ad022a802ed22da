import { type AdminPackageRow, LOCALE_NAMES } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, percent } from '@app/web-kit/lib/format';
import { categoryLabel } from '@app/web-kit/lib/package-categories';
import { packagePrice } from '@app/web-kit/lib/package-price';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';

interface AdminPackageItemProps {
  pack: AdminPackageRow;
  isSwitching: boolean;
  /** A change of this package waits for a second owner: it cannot be put on sale again meanwhile. */
  changeWaiting?: boolean;
  /** Absent for a role that may not change packages' terms (every one but the owner): the package is read only. */
  onEdit?: () => void;
  onSwitch?: () => void;
}

export function AdminPackageItem({ pack, isSwitching, changeWaiting, onEdit, onSwitch }: AdminPackageItemProps) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const isActive = pack.status === 'active';
  const isDraft = pack.status === 'draft';
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-slate-50">{pack.title}</h2>
        <Badge tone={isActive ? 'green' : isDraft ? 'amber' : 'slate'}>
          {t(isActive ? 'cpk.active' : isDraft ? 'cpk.draft' : 'cpk.inactive')}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-400">{t('cpk.onStakeUnder', { tab: categoryLabel(pack.category) })}</p>
      {pack.behind.length > 0 && (
        <p className="mt-1 text-sm text-amber-200">
          {t('cpk.behindNotice', { languages: pack.behind.map((language) => LOCALE_NAMES[language]).join(', ') })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">{t(pack.maxPrice === null ? 'cpk.price' : 'cpk.amount')}</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">{packagePrice(pack)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cpk.handlingFee')}</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">
            {pack.handlingFee > 0 ? percent(pack.handlingFee) : t('cpk.none')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cpk.dailyYield')}</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">{percent(pack.yield)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cpk.maturity')}</dt>
          <dd className="font-semibold text-slate-50 tabular-nums">
            {t('cpk.days', { days: formatNumber(pack.maturity) })}
          </dd>
        </div>
      </dl>
      {onEdit && onSwitch && (
        <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          {changeWaiting && !isActive ? (
            <p className="self-center text-sm text-amber-200">{t('cpk.changeWaiting')}</p>
          ) : (
            <Button variant="secondary" onClick={onSwitch} loading={isSwitching} className="min-h-10 text-sm">
              {t(isActive ? 'cpk.deactivate' : isDraft ? 'cpk.putOnSale' : 'cpk.activate')}
              <span className="sr-only"> {pack.title}</span>
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} className="min-h-10 text-sm">
            {t('cpk.edit')}
            <span className="sr-only"> {pack.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
