import { MSG, microsToDecimalText } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { Link, useParams } from 'react-router';
import { type OperatorRouteName, useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { Fact, Facts } from '../../../kit/components/fact';
import { HashWithCopy } from '../../../kit/components/hash-with-copy';
import { dialogStateOf, usePageDialog } from '../../../kit/components/page-dialog';
import { CardSkeleton, PageSkeleton } from '../../../kit/components/page-skeleton';
import { TitledCard } from '../../../kit/components/titled-card';
import { type Adjustment, useAdjustMember } from '../api/adjust-member';
import { useBlockMember } from '../api/block-member';
import { useCreateSigninLink } from '../api/create-signin-link';
import { type AdminMemberDetail, useAdminMember } from '../api/get-admin-member';
import { useUnblockMember } from '../api/unblock-member';
import { AdjustBalanceDialog, type AdjustTerms } from '../components/adjust-balance-dialog';
import { BlockMemberDialog } from '../components/block-member-dialog';
import { KycCard } from '../components/kyc-card';
import { holdingsOf } from '../components/member-holdings';
import { MemberRecords } from '../components/member-records';
import { MemberSecurityCard } from '../components/member-security-card';
import { PendingAdjustmentsCard } from '../components/pending-adjustments-card';
import { SigninLinkDialog } from '../components/signin-link-dialog';
import { UnblockMemberDialog } from '../components/unblock-member-dialog';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

type Action = 'block' | 'unblock' | 'adjust' | 'signinLink';

/** The actions on a member, in the header's order; each for the roles the contract gives its call. */
const ACTIONS: readonly {
  action: Action;
  route: OperatorRouteName;
  /** A blocked member can be unblocked; one not blocked can be blocked or sent a sign-in link. */
  shows: (member: AdminMemberDetail) => boolean;
  variant: 'secondary' | 'danger';
}[] = [
  { action: 'signinLink', route: 'adminMemberSigninLink', shows: (member) => !member.blocked, variant: 'secondary' },
  { action: 'adjust', route: 'adminMemberAdjust', shows: () => true, variant: 'secondary' },
  { action: 'unblock', route: 'adminMemberUnblock', shows: (member) => member.blocked, variant: 'secondary' },
  { action: 'block', route: 'adminMemberBlock', shows: (member) => !member.blocked, variant: 'danger' },
];

/** The signed amount as exact decimal text: "-12.5" debits (microsToDecimalText takes no sign). */
export function adjustmentOf({ wallet, amount, reason, kind }: AdjustTerms): Adjustment {
  const text = microsToDecimalText(amount < 0n ? -amount : amount);
  return { wallet, amount: amount < 0n ? `-${text}` : text, reason, kind };
}

function MemberProfile({ member }: { member: AdminMemberDetail }) {
  const { t, tx } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <TitledCard id="member-profile" title={t('cmb.profile')}>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact label={t('cmb.name')} wide>
          {member.fullName}
        </Fact>
        <Fact label={t('cmb.email')} wide>
          <span className="break-all">{member.email}</span>
        </Fact>
        <Fact label={t('cmb.phone')}>{member.phone || '—'}</Fact>
        <Fact label="UID">{member.referId ?? '—'}</Fact>
        <Fact label={t('cmb.role')}>{t(member.role === 'Vendor' ? 'cmb.vendor' : 'cmb.member')}</Fact>
        <Fact label={t('cmb.rank')}>{member.rank}</Fact>
        <Fact label={t('cmb.sponsor')} wide>
          {member.sponsor ? (
            <Link
              to={`/admin/members/${member.sponsor._id}`}
              className="text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
            >
              {member.sponsor.fullName}
              {member.sponsor.referId && ` (${member.sponsor.referId})`}
            </Link>
          ) : (
            t('cmb.none')
          )}
        </Fact>
        <Fact label={t('cmb.usdtAddress')} wide>
          {member.usdtAddress ? (
            <HashWithCopy label={t('cmb.usdtAddress')} value={member.usdtAddress} copiedMessage={MSG.addressCopied} />
          ) : (
            t('cmb.notSet')
          )}
        </Fact>
        <Fact label={t('cmb.antiPhishing')}>
          {member.antiPhishingCodeSet ? t('cmb.antiPhishingSet') : t('cmb.notSet')}
        </Fact>
        <Fact label={t('cmb.joined')} wide>
          <DateTime value={member.createdAt} />
        </Fact>
        <Fact label={t('cmb.status')} wide>
          {member.closedAt ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="slate">{t('cmb.closed')}</Badge>
              <span className="text-sm text-slate-300">
                {tx('cmb.since', {
                  time: <DateTime value={member.closedAt} />,
                })}
              </span>
            </span>
          ) : member.blocked ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="red">{t('cmb.blocked')}</Badge>
              {member.blockedAt && (
                <span className="text-sm text-slate-300">
                  {tx('cmb.since', {
                    time: <DateTime value={member.blockedAt} />,
                  })}
                </span>
              )}
            </span>
          ) : (
            <Badge tone="green">{t('cmb.canSignIn')}</Badge>
          )}
          {member.blocked && member.blockedReason && (
            <span className="mt-1 block text-sm text-red-200">
              {t('cmb.reasonIs', { reason: member.blockedReason })}
            </span>
          )}
          {member.frozenAt && (
            <span className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone="amber">{t('cmb.frozenByMember')}</Badge>
              <span className="text-sm text-slate-300">
                {tx('cmb.since', { time: <DateTime value={member.frozenAt} /> })}
              </span>
              <span className="block w-full text-sm text-amber-200">
                {member.unfreezeAt
                  ? tx('cmb.frozenLiftsAt', { time: <DateTime value={member.unfreezeAt} /> })
                  : t('cmb.frozenNoPayout')}
              </span>
            </span>
          )}
        </Fact>
      </dl>
    </TitledCard>
  );
}

function MemberFigures({ member }: { member: AdminMemberDetail }) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <TitledCard id="member-wallets" title={t('cmb.wallets')}>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <Facts facts={holdingsOf(member, t('cmb.activeOrders'))} look="tile" />
        </dl>
      </TitledCard>
      <TitledCard id="member-team" title={t('cmb.team')}>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <Facts
            facts={[
              { label: t('cmb.teamA'), value: formatNumber(member.team.a) },
              { label: t('cmb.activeInA'), value: formatNumber(member.team.activeA) },
              { label: t('cmb.teamB'), value: formatNumber(member.team.b) },
              { label: t('cmb.teamC'), value: formatNumber(member.team.c) },
            ]}
            look="tile"
          />
        </dl>
      </TitledCard>
    </div>
  );
}

function MemberSkeleton() {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <PageSkeleton label={t('cmb.loadingMember')}>
      <CardSkeleton titleWidth="w-28" grid="gap-4 sm:grid-cols-2" boxes={6} boxHeight="h-10" />
      <div className="grid gap-5 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <CardSkeleton key={card} titleWidth="w-24" grid="grid-cols-2 gap-3" boxes={2} boxHeight="h-16" />
        ))}
      </div>
    </PageSkeleton>
  );
}

const ACTION = 'min-h-10 px-4 text-sm';

const BACK_LINK =
  'inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-medium text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/**
 * /admin/members/:id: one member's profile, wallets, team and records; block, unblock, adjust a balance, create a
 * one-time sign-in link (not for a blocked member), each for the roles the contract gives it
 * (docs/decisions/020-operator-roles.md): finance reads and adjusts, support blocks and checks identities.
 */
export function MemberPage() {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const { id = '' } = useParams();
  const { data: member, isPending, isError, refetch } = useAdminMember(id);
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const adjust = useAdjustMember();
  const signinLink = useCreateSigninLink();
  const { open: action, show, close, done } = usePageDialog<Action>([block, unblock, adjust, signinLink]);
  const { mayCall } = useOperatorAccess();

  return (
    <div className="space-y-5">
      <Link to="/admin/members" className={`${BACK_LINK} -mb-2`}>
        <span aria-hidden="true">←</span> {t('cmb.title')}
      </Link>
      <AdminPageHeader
        title={member?.fullName ?? t('cmb.member')}
        description={member?.email}
        action={
          member && (
            <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
              {ACTIONS.filter((each) => each.shows(member) && mayCall(each.route)).map((each) => (
                <Button key={each.action} variant={each.variant} onClick={() => show(each.action)} className={ACTION}>
                  {t(`cmb.${each.action}`)}
                </Button>
              ))}
            </div>
          )
        }
      />
      {isPending && <MemberSkeleton />}
      {isError && !member && <LoadError what={t('cmb.thisMember')} onRetry={() => void refetch()} />}
      {member && (
        <>
          {member.blocked && (
            // A block freezes the member's money; payouts signed before it are followed to their end
            // (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
            <div className="space-y-1 rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
              <p>{t('cmb.blockedNotice')}</p>
              <p>{t('cmb.moneyFrozen')}</p>
              {member.payoutsInFlight > 0 && (
                <p className="font-semibold">
                  {member.payoutsInFlight === 1
                    ? t('cmb.sentBeforeBlock')
                    : t('cmb.sentBeforeBlockMany', { count: formatNumber(member.payoutsInFlight) })}
                </p>
              )}
            </div>
          )}
          <MemberProfile member={member} />
          <MemberFigures member={member} />
          <PendingAdjustmentsCard adjustments={member.pendingAdjustments} />
          <MemberSecurityCard member={member} />
          {mayCall('adminMemberKyc') && <KycCard memberId={member._id} />}
          <p className="text-sm text-slate-400">
            {t('cmb.recordsNote', { orders: formatNumber(20), postings: formatNumber(50) })}
          </p>
          <MemberRecords member={member} />
        </>
      )}
      {member && action === 'block' && (
        <BlockMemberDialog
          member={member}
          {...dialogStateOf(block, close)}
          onBlock={(reason) => block.mutate({ id: member._id, reason }, { onSuccess: done })}
        />
      )}
      {member && action === 'unblock' && (
        <UnblockMemberDialog
          member={member}
          {...dialogStateOf(unblock, close)}
          onConfirm={() => unblock.mutate(member._id, { onSuccess: done })}
        />
      )}
      {member && action === 'signinLink' && (
        <SigninLinkDialog
          member={member}
          link={signinLink.data?.data}
          {...dialogStateOf(signinLink, close)}
          onCreate={() => signinLink.mutate(member._id)}
        />
      )}
      {member && action === 'adjust' && (
        <AdjustBalanceDialog
          member={member}
          {...dialogStateOf(adjust, close)}
          onAdjust={(terms) => adjust.mutate({ id: member._id, adjustment: adjustmentOf(terms) }, { onSuccess: done })}
        />
      )}
    </div>
  );
}
