import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDate } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../kit/components/fact';
import type { AdminMember } from '../api/get-admin-members';
import { CONSOLE_MEMBER_TEXTS } from '../texts';
import { holdingsOf } from './member-holdings';

/** One member in the list: who, their wallets and orders; the name opens their page. */
export function AdminMemberItem({ member }: { member: AdminMember }) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <li className="relative rounded-2xl border border-slate-800 bg-slate-900/80 p-4 focus-within:ring-2 focus-within:ring-teal-300 hover:border-slate-600 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* The link covers the card (its ::after), so the whole row opens the member. */}
          <Link
            to={`/admin/members/${member._id}`}
            className="block truncate font-semibold text-slate-50 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {member.fullName}
          </Link>
          <p className="text-sm break-all text-slate-400">{member.email}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          {member.closedAt && <Badge tone="slate">{t('cmb.closedOn', { date: formatDate(member.closedAt) })}</Badge>}
          {member.blocked && <Badge tone="red">{t('cmb.blocked')}</Badge>}
          {member.kycStatus === 'pending' && <Badge tone="amber">{t('cmb.kycPending')}</Badge>}
          <Badge tone={member.role === 'Vendor' ? 'blue' : 'slate'}>
            {t(member.role === 'Vendor' ? 'cmb.vendor' : 'cmb.member')}
          </Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5 sm:gap-3">
        <Fact look="clipped" label="UID">
          {member.referId ?? '—'}
        </Fact>
        <Fact look="clipped" label={t('cmb.joined')}>
          <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>
        </Fact>
        <Facts facts={holdingsOf(member, t('cmb.activeOrders'))} look="clipped" />
      </dl>
    </li>
  );
}
