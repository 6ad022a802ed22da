import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { useState } from 'react';
import { type GenealogyMember, useGenealogy } from '../api/get-genealogy';
import { TEAM_TEXTS } from '../texts';

/** Deeper levels stop indenting here, so a long line of sponsors still fits a 360 px screen. */
const MAX_INDENT_DEPTH = 4;

/** One page of a member's referrals (ten), and a button for the next page. */
function BranchPage({ parent, page, depth }: { parent: string | null; page: number; depth: number }) {
  const { t } = useTexts(TEAM_TEXTS);
  const { data, isPending, isError, refetch } = useGenealogy(parent, page);
  const [showNext, setShowNext] = useState(false);
  if (isPending) {
    return (
      <li className="px-3 py-2 text-sm text-slate-400" aria-busy="true">
        {t('team.loadingBranch')}
      </li>
    );
  }
  if (isError) {
    return (
      <li className="px-3 py-2 text-sm text-rose-300">
        {t('team.branchFailed')}{' '}
        <button type="button" className="font-semibold text-teal-300 underline" onClick={() => void refetch()}>
          {t('team.tryAgain')}
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
              {t('team.showMore', { count: formatNumber(Math.min(data.limit, data.totalDocs - page * data.limit)) })}
            </Button>
          </li>
        ))}
    </>
  );
}

/** A member of the downline: who, rank, active, capital, team size; opens onto its own referrals. */
function GenealogyNode({ member, depth }: { member: GenealogyMember; depth: number }) {
  const { t } = useTexts(TEAM_TEXTS);
  const [isOpen, setOpen] = useState(false);
  const canOpen = member.children > 0;
  const summary = (
    <span className="flex min-w-0 flex-1 flex-col gap-1 text-left">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-50">{member.fullName}</span>
        <span className="font-mono text-xs text-slate-400">{member.referId}</span>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-300">
        {member.active ? (
          <Badge tone="green">{t('team.active')}</Badge>
        ) : (
          <Badge tone="slate">{t('team.inactive')}</Badge>
        )}
        <span>{t('team.rank', { rank: formatNumber(member.rank) })}</span>
        <span className="tabular-nums">{usdt(member.investment)}</span>
        <span>{t('team.inTeam', { count: formatNumber(member.teamSize) })}</span>
        <span>{t('team.direct', { count: formatNumber(member.children) })}</span>
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
        <ul aria-label={t('team.referralsOf', { name: member.fullName })}>
          <BranchPage parent={member.referId} page={1} depth={depth + 1} />
        </ul>
      )}
    </li>
  );
}

/** The caller's referrals, each opening onto its own, as deep as the downline goes. */
export function GenealogyTree() {
  const { t } = useTexts(TEAM_TEXTS);
  return (
    <ul aria-label={t('team.tree')} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-2 sm:p-3">
      <BranchPage parent={null} page={1} depth={0} />
    </ul>
  );
}
