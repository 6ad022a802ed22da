import { Badge } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import type { ReactNode } from 'react';

interface FirstApprovalProps {
  /** The row passes the approval limit (docs/decisions/020-operator-roles.md#four-eyes-on-sums). */
  needsSecond: boolean;
  approvedBy: { fullName: string } | null;
  approvedAt: string | null;
  isPending: boolean;
  texts: {
    needsSecond: string;
    /** "Approved first by {name}, {when}." in the area's words. */
    approved: (parts: { name: ReactNode; when: ReactNode }) => ReactNode;
    /** Who acts next once one operator approved. */
    othersAct: string;
    /** Why a row above the limit waits for its first approval. */
    aboveLimit: string;
  };
}

/** A review row's four eyes: its mark above the limit, who approved it first and when, and what it waits for. */
export function FirstApproval({ needsSecond, approvedBy, approvedAt, isPending, texts }: FirstApprovalProps) {
  if (!needsSecond && !approvedBy) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
      {needsSecond && <Badge tone="amber">{texts.needsSecond}</Badge>}
      {approvedBy ? (
        <p className="text-slate-300">
          {texts.approved({
            name: <strong className="font-semibold text-slate-100">{approvedBy.fullName}</strong>,
            when: approvedAt ? <DateTime value={approvedAt} /> : null,
          })}
          {isPending && <span className="text-amber-200">{texts.othersAct}</span>}
        </p>
      ) : (
        isPending && <p className="text-amber-200">{texts.aboveLimit}</p>
      )}
    </div>
  );
}
