import { useTexts } from '../../i18n/texts';
import { STATUS_TEXTS } from './texts';

// Spec colours for deposits and withdrawals alike: pending yellow, reject red, anything else green. A withdrawal the
// member cancelled (`cancelled` on its row) is grey: nobody refused it.
export type ReviewStatus = 'pending' | 'success' | 'reject' | 'cancelled';

const STATUS = {
  pending: { classes: 'border-yellow-400/40 bg-yellow-400/15 text-yellow-200' },
  success: { classes: 'border-green-400/40 bg-green-400/15 text-green-300' },
  reject: { classes: 'border-red-400/40 bg-red-400/15 text-red-300' },
  cancelled: { classes: 'border-slate-500/50 bg-slate-700/40 text-slate-300' },
} as const satisfies Record<ReviewStatus, { classes: string }>;

export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTexts(STATUS_TEXTS);
  const { classes } = STATUS[status];
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold ${classes}`}>
      {t(`ui.status.${status}`)}
    </span>
  );
}
