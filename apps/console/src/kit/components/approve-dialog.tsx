import type { ReactNode } from 'react';
import { ConfirmDialog } from './console-dialog';
import type { DialogState } from './page-dialog';

/** How a fact's value reads: prose wraps at words, an e-mail anywhere, a hash or address is selected whole to copy. */
const VALUE_CLASS = {
  text: 'text-slate-100',
  prose: 'break-words text-slate-100',
  email: 'break-all text-slate-100',
  code: 'font-mono break-all text-slate-100 select-all',
  figure: 'text-slate-100 tabular-nums',
} as const;

export interface ApproveFact {
  label: string;
  value: ReactNode;
  /** Plain text unless told. */
  look?: keyof typeof VALUE_CLASS;
}

interface ApproveDialogProps extends DialogState {
  title: string;
  /** The sentence that names what is approved: "Approve 250.00 USDT for Ann Lee?" */
  question: string;
  /** What the operator checks before approving, in the order they read it. */
  facts: readonly ApproveFact[];
  /** What the approval sets off, which no click takes back. */
  warning: string;
  approveLabel: string;
  onApprove: () => void;
}

/**
 * An approval that moves money (a deposit, a large payout, a credit) asks first: what, for whom, the facts to check and
 * what approving sets off. The dialog stays open until the server answers, with its refusal inside; one click sends
 * one request.
 */
export function ApproveDialog({ question, facts, warning, approveLabel, onApprove, ...dialog }: ApproveDialogProps) {
  return (
    <ConfirmDialog confirmLabel={approveLabel} once onConfirm={onApprove} {...dialog}>
      <p className="mt-2 text-slate-200">{question}</p>
      <dl className="mt-4 space-y-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-slate-400">{fact.label}</dt>
            <dd className={VALUE_CLASS[fact.look ?? 'text']}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {warning}
      </p>
    </ConfirmDialog>
  );
}
