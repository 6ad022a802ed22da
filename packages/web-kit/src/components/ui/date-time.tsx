import { formatDateTime } from '../../lib/format';

/** A moment as the reader's language writes it (lib/format.ts), in even-width digits, with its machine-readable value. */
export function DateTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className ? `${className} tabular-nums` : 'tabular-nums'}>
      {formatDateTime(value)}
    </time>
  );
}
