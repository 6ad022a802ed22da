import { MSG } from '@app/contract';
import { CopyButton } from '../../../components/ui/copy-button';
import { shortenHash } from '../../../lib/format';

interface HashWithCopyProps {
  /** What the value is, for screen readers and the copy button: "Transaction hash", "Address". */
  label: string;
  value: string;
  copiedMessage: typeof MSG.transactionHashCopied | typeof MSG.addressCopied;
  className?: string;
}

/** A hash or address shortened to fit a phone, its full text on hover, and a button that copies all of it. */
export function HashWithCopy({ label, value, copiedMessage, className = 'text-slate-300' }: HashWithCopyProps) {
  return (
    <span className="-my-1.5 -mr-2 inline-flex items-center">
      <span className={`font-mono ${className}`} title={value}>
        <span className="sr-only">{label} </span>
        {shortenHash(value)}
      </span>
      <CopyButton
        text={value}
        copiedMessage={copiedMessage}
        failedMessage={`${MSG.copyFailed} ${value}`}
        label={`Copy ${label.toLowerCase()} ${shortenHash(value)}`}
      />
    </span>
  );
}
