import type { DepositRow } from '@app/contract';

// Spec colours: pending yellow, success green, reject red.
const STATUS = {
  pending: { label: 'Pending', classes: 'border-yellow-400/40 bg-yellow-400/15 text-yellow-200' },
  success: { label: 'Success', classes: 'border-green-400/40 bg-green-400/15 text-green-300' },
  reject: { label: 'Rejected', classes: 'border-red-400/40 bg-red-400/15 text-red-300' },
} as const satisfies Record<DepositRow['status'], { label: string; classes: string }>;

export function DepositStatusBadge({ status }: { status: DepositRow['status'] }) {
  const { label, classes } = STATUS[status];
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold ${classes}`}>
      {label}
    </span>
  );
}
