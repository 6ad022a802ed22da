import type { IncomeRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { INCOME_TEXTS } from '../texts';
import { describeBasis } from './income-basis';
import { IncomeCard } from './income-card';

interface IncomeRowItemProps {
  row: IncomeRow;
  showKind: boolean;
}

export function IncomeRowItem({ row, showKind }: IncomeRowItemProps) {
  const { t } = useTexts(INCOME_TEXTS);
  const kindLabel = useKindLabel();
  return (
    <IncomeCard amount={row.amount} day={row.day}>
      {(showKind || row.level !== null) && (
        <p className="mt-2 flex flex-wrap gap-2">
          {showKind && <Badge tone="blue">{kindLabel(row.kind, 'name')}</Badge>}
          {row.level !== null && <Badge tone="slate">{t('inc.levelN', { level: formatNumber(row.level) })}</Badge>}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('inc.from')}</dt>
        <dd className="min-w-0 break-words text-slate-200">
          {row.source ? (
            <>
              {row.source.fullName} <span className="font-mono text-slate-400">({row.source.referId})</span>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-slate-400">{t('inc.how')}</dt>
        <dd className="min-w-0 break-words text-slate-200">{describeBasis(row.basis)}</dd>
      </dl>
    </IncomeCard>
  );
}
