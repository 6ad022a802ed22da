import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { usdt } from '../../../lib/format';
import { type GenealogyMember, useGenealogy } from '../api/get-genealogy';

/** Deeper levels stop indenting here, so a long line of sponsors still fits a 360 px screen. */
const MAX_INDENT_DEPTH = 4;

/** One page of a member's referrals (ten), and a button for the next page. */
function BranchPage({ parent, page, depth }: { parent: string | null; page: number; depth: number }) {
  const { data, isPending, isError, refetch } = useGenealogy(parent, page);
  const [showNext, setShowNext] = useState(false);
  if (isPending) {
    return (
      <li className="px-3 py-2 text-sm text-slate-400" aria-busy="true">
        Loading…
      </li>
    );
  }
  if (isError) {
    return (
      <li className="px-3 py-2 text-sm text-rose-300">
        Could not load this branch.{' '}
        <button type="button" className="font-semibold text-teal-300 underline" onClick={() => void refetch()}>
          Try again
        </button>
      </li>
    );
  }
  return (
    <>
      {data.docs.map((member) => (
        <GenealogyNode key={member.referId} member={member} depth={depth} />
      ))}
      {page < data.totalPages &&
        (showNext ? (
          <BranchPage parent={parent} page={page + 1} depth={depth} />
        ) : (
          <li className="py-1">
            <Button variant="ghost" className="min-h-10 px-3 text-sm" onClick={() => setShowNext(true)}>
              Show {Math.min(data.limit, data.totalDocs - page * data.limit)} more
            </Button>
          </li>
        ))}
    </>
  );
}

/** A member of the downline: who, rank, active, capital, team size; opens onto its own referrals. */
function GenealogyNode({ member, depth }: { member: GenealogyMember; depth: number }) {
  const [isOpen, setOpen] = useState(false);
  const canOpen = member.children > 0;
  const summary = (
    <span className="flex min-w-0 flex-1 flex-col gap-1 text-left">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-50">{member.fullName}</span>
        <span className="font-mono text-xs text-slate-400">{member.referId}</span>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-300">
        {member.active ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>}
        <span>Rank {member.rank}</span>
        <span className="tabular-nums">{usdt(member.investment)}</span>
        <span>{member.teamSize} in team</span>
        <span>{member.children} direct</span>
      </span>
    </span>
  );
  return (
    <li className={depth > 0 && depth <= MAX_INDENT_DEPTH ? 'ml-3 border-l border-slate-700 pl-2 sm:ml-5 sm:pl-3' : ''}>
      {canOpen ? (
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
          className="flex w-full items-start gap-2 rounded-xl px-2 py-2 hover:bg-slate-800/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-teal-300">
            {isOpen ? '▾' : '▸'}
          </span>
          {summary}
        </button>
      ) : (
        <div className="flex items-start gap-2 px-2 py-2">
          <span aria-hidden="true" className="w-4 shrink-0" />
          {summary}
        </div>
      )}
      {isOpen && (
        <ul aria-label={`Referrals of ${member.fullName}`}>
          <BranchPage parent={member.referId} page={1} depth={depth + 1} />
        </ul>
      )}
    </li>
  );
}

/** The caller's referrals, each opening onto its own, as deep as the downline goes. */
export function GenealogyTree() {
  return (
    <ul aria-label="Genealogy" className="rounded-2xl border border-slate-800 bg-slate-900/80 p-2 sm:p-3">
      <BranchPage parent={null} page={1} depth={0} />
    </ul>
  );
}
