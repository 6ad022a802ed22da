import type { TeamMemberRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, usdt } from '@app/web-kit/lib/format';
import { TEAM_TEXTS } from '../texts';

export function TeamMemberItem({ member }: { member: TeamMemberRow }) {
  const { t } = useTexts(TEAM_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-50">{member.fullName}</h2>
          <p className="font-mono text-sm text-slate-400">{member.referId}</p>
        </div>
        {member.active ? (
          <Badge tone="green">{t('team.active')}</Badge>
        ) : (
          <Badge tone="slate">{t('team.inactive')}</Badge>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('team.sponsor')}</dt>
        <dd className="min-w-0 break-words text-slate-200">{member.sponsorName}</dd>
        <dt className="text-slate-400">{t('team.joined')}</dt>
        <dd className="text-slate-200 tabular-nums">
          <time dateTime={member.joinedAt}>{formatDateTime(member.joinedAt)}</time>
        </dd>
        <dt className="text-slate-400">{t('team.investment')}</dt>
        <dd className="font-semibold text-teal-200 tabular-nums">{usdt(member.investment)}</dd>
      </dl>
    </li>
  );
}
