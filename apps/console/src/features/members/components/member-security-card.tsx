import type { AdminMemberDetail, SecurityEventKind } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TitledCard } from '../../../kit/components/titled-card';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

type Key = keyof typeof CONSOLE_MEMBER_TEXTS;
const KIND_LABEL = {
  signin: 'cmb.sec.kind.signin',
  passwordChange: 'cmb.sec.kind.passwordChange',
  passwordReset: 'cmb.sec.kind.passwordReset',
  twoFactorOn: 'cmb.sec.kind.twoFactorOn',
  twoFactorOff: 'cmb.sec.kind.twoFactorOff',
  freeze: 'cmb.sec.kind.freeze',
  unfreezeRequested: 'cmb.sec.kind.unfreezeRequested',
  antiPhishingCode: 'cmb.sec.kind.antiPhishingCode',
  usdtAddress: 'cmb.sec.kind.usdtAddress',
  addressSaved: 'cmb.sec.kind.addressSaved',
  receiverSaved: 'cmb.sec.kind.receiverSaved',
  addressOnlyOff: 'cmb.sec.kind.addressOnlyOff',
  passkeyAdded: 'cmb.sec.kind.passkeyAdded',
  passkeyRemoved: 'cmb.sec.kind.passkeyRemoved',
  operatorSignin: 'cmb.sec.kind.operatorSignin',
} as const satisfies Record<SecurityEventKind, Key>;

const LINK =
  'font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/**
 * A member's own defences as support sees them when a member says "that was not me": the passkeys held, the address
 * book (addresses and transfer receivers) with its locks and switch, the newest sign-ins and security changes, and their support tickets.
 */
export function MemberSecurityCard({ member }: { member: AdminMemberDetail }) {
  const { t, tx } = useTexts(CONSOLE_MEMBER_TEXTS);
  const book = member.addressBook;
  return (
    <TitledCard id="member-security" title={t('cmb.sec.title')}>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-400">{t('cmb.sec.passkeys')}</dt>
          <dd className="text-slate-100">{formatNumber(member.passkeys)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cmb.sec.onlySaved')}</dt>
          <dd className="text-slate-100">
            {book.onlySaved
              ? book.onlySavedUntil
                ? tx('cmb.sec.onlySavedUntil', { when: <DateTime value={book.onlySavedUntil} /> })
                : t('cmb.sec.on')
              : t('cmb.sec.off')}
          </dd>
        </div>
      </dl>
      <SavedList
        title={t('cmb.sec.addresses')}
        empty={t('cmb.sec.noAddresses')}
        entries={book.docs.map((saved) => ({
          ...saved,
          detail: <span className="break-all font-mono">{saved.address}</span>,
        }))}
      />
      <SavedList
        title={t('cmb.sec.receivers')}
        empty={t('cmb.sec.noReceivers')}
        entries={book.receivers.map((saved) => ({
          ...saved,
          detail: (
            <>
              <span className="font-mono">{saved.uid}</span> · {saved.fullName}
            </>
          ),
        }))}
      />
      <h3 className="mt-4 text-sm font-semibold text-slate-200">{t('cmb.sec.activity')}</h3>
      {member.securityEvents.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">{t('cmb.sec.noActivity')}</p>
      ) : (
        <ul aria-label={t('cmb.sec.activity')} className="mt-1 divide-y divide-slate-800 text-sm">
          {member.securityEvents.map((event) => (
            <li key={`${event.at}-${event.kind}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="flex flex-wrap items-center gap-2 text-slate-100">
                {t(KIND_LABEL[event.kind])}
                {event.newDevice && <Badge tone="amber">{t('cmb.sec.newDevice')}</Badge>}
              </span>
              <span className="text-slate-400">
                <DateTime value={event.at} /> · {event.device ?? t('cmb.sec.unknownDevice')} · {event.ip ?? '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link to={`/admin/support?status=all&member=${member._id}`} className={LINK}>
          {t('cmb.sec.tickets')}
        </Link>
      </p>
    </TitledCard>
  );
}

/** Saved addresses or receivers: each one's name, what it is (`detail`) and its lock. */
function SavedList({
  title,
  empty,
  entries,
}: {
  title: string;
  empty: string;
  entries: { _id: string; label: string; usableFrom: string; detail: ReactNode }[];
}) {
  const { t, tx } = useTexts(CONSOLE_MEMBER_TEXTS);
  const now = Date.now();
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-200">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-1 divide-y divide-slate-800 text-sm">
          {entries.map((saved) => (
            <li key={saved._id} className="py-2">
              <p translate="no" className="font-medium text-slate-100">
                {saved.label}
              </p>
              <p translate="no" className="text-slate-300">
                {saved.detail}
              </p>
              <p className="text-slate-400">
                {new Date(saved.usableFrom).getTime() > now
                  ? tx('cmb.sec.lockedUntil', { when: <DateTime value={saved.usableFrom} /> })
                  : t('cmb.sec.usable')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
