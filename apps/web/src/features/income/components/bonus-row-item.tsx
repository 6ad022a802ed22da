import type { BonusRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { useTexts } from '@app/web-kit/i18n/texts';
import { INCOME_TEXTS } from '../texts';
import { IncomeCard } from './income-card';

/** A bonus on /bonus-income, or among all income on /earn, where its kind is named like every other row's. */
export function BonusRowItem({ row, showKind = false }: { row: BonusRow; showKind?: boolean }) {
  const { t } = useTexts(INCOME_TEXTS);
  const kindLabel = useKindLabel();
  return (
    <IncomeCard amount={row.amount} day={row.day}>
      {showKind && (
        <p className="mt-2">
          <Badge tone="blue">{kindLabel('bonus', 'name')}</Badge>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('inc.for')}</dt>
        <dd className="min-w-0 break-words text-slate-200">{row.reason}</dd>
      </dl>
    </IncomeCard>
  );
}
