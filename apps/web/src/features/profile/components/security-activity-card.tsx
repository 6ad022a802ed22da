import type { SecurityEventKind, SecurityEventRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useEffect, useRef, useState } from 'react';
import { useSecurityEvents } from '../api/security-events';
import { SECURITY_ACTIVITY_TEXTS } from '../security-activity-texts';

/** How many events show before "Show all"; the server sends at most SECURITY_EVENTS_SHOWN (50). */
export const SECURITY_EVENTS_FIRST = 10;

type TextKey = keyof typeof SECURITY_ACTIVITY_TEXTS;
type Translate = ReturnType<typeof useTexts<typeof SECURITY_ACTIVITY_TEXTS>>['t'];

const KIND_LABEL = {
  signin: 'sev.kind.signin',
  passwordChange: 'sev.kind.passwordChange',
  passwordReset: 'sev.kind.passwordReset',
  twoFactorOn: 'sev.kind.twoFactorOn',
  twoFactorOff: 'sev.kind.twoFactorOff',
  freeze: 'sev.kind.freeze',
  unfreezeRequested: 'sev.kind.unfreezeRequested',
  antiPhishingCode: 'sev.kind.antiPhishingCode',
  usdtAddress: 'sev.kind.usdtAddress',
  addressSaved: 'sev.kind.addressSaved',
  receiverSaved: 'sev.kind.receiverSaved',
  addressOnlyOff: 'sev.kind.addressOnlyOff',
  passkeyAdded: 'sev.kind.passkeyAdded',
  passkeyRemoved: 'sev.kind.passkeyRemoved',
  operatorSignin: 'sev.kind.operatorSignin',
} as const satisfies Record<SecurityEventKind, TextKey>;

/** A kind in words; one this page does not know yet (a newer server) as the server names it, never blank. */
function kindLabel(kind: SecurityEventKind, t: Translate): string {
  const key: TextKey | undefined = KIND_LABEL[kind];
  return key ? t(key) : kind;
}

/** What the server's device says ("Firefox on Linux"), in the shown language; none told is an unknown device. */
function deviceLabel(device: string | null, t: Translate): string {
  if (!device || device === 'Unknown device') return t('sev.unknownDevice');
  const [browser, system, ...more] = device.split(' on ');
  return browser && system && more.length === 0 ? t('sev.device', { browser, system }) : device;
}

/**
 * /settings: "Recent security activity" (docs/product.md#security-activity). The member's sign-ins and security
 * changes, newest first, each with its time, device and address; a sign-in from a device the account had not used
 * (which was mailed as an alert) is marked "New device". The first SECURITY_EVENTS_FIRST show, "Show all" the rest.
 * Members and vendors alike (the routes are twins).
 */
export function SecurityActivityCard() {
  const { t } = useTexts(SECURITY_ACTIVITY_TEXTS);
  return (
    <TitledCard titleId="security-activity-title" title={t('sev.title')}>
      <p className="mt-1 text-sm text-slate-400">{t('sev.description')}</p>
      <SecurityActivityBody />
    </TitledCard>
  );
}

function SecurityActivityBody() {
  const { t } = useTexts(SECURITY_ACTIVITY_TEXTS);
  const events = useSecurityEvents();
  if (events.isPending) return <p className="mt-3 text-sm text-slate-400">{t('sev.loading')}</p>;
  if (!events.data) {
    return (
      <>
        <Refusal error={events.error} />
        <Button variant="secondary" className="mt-4" onClick={() => void events.refetch()}>
          {t('sev.retry')}
        </Button>
      </>
    );
  }
  if (events.data.docs.length === 0) return <p className="mt-3 text-sm text-slate-300">{t('sev.empty')}</p>;
  return <EventList docs={events.data.docs} />;
}

/** A failed read, in the card itself, where it stays readable. */
function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
      {errorMessage(error)}
    </p>
  );
}

function EventList({ docs }: { docs: SecurityEventRow[] }) {
  const { t } = useTexts(SECURITY_ACTIVITY_TEXTS);
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const shown = showAll ? docs : docs.slice(0, SECURITY_EVENTS_FIRST);

  // "Show all" goes once pressed: the focus moves to the first event it revealed rather than being lost with it.
  useEffect(() => {
    if (showAll) firstRevealed.current?.focus();
  }, [showAll]);

  return (
    <>
      <ul className="mt-3 divide-y divide-slate-800">
        {shown.map((event, index) => (
          <li
            key={`${event.at}:${event.kind}:${event.ip ?? ''}`}
            ref={index === SECURITY_EVENTS_FIRST ? firstRevealed : undefined}
            tabIndex={index === SECURITY_EVENTS_FIRST ? -1 : undefined}
            className="py-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium text-slate-100">{kindLabel(event.kind, t)}</span>
              {event.newDevice && <Badge tone="amber">{t('sev.newDevice')}</Badge>}
            </div>
            <p className="mt-1 break-words text-slate-400">
              <DateTime value={event.at} /> · {deviceLabel(event.device, t)} ·{' '}
              {event.ip ? (
                <span translate="no" className="break-all">
                  {event.ip}
                </span>
              ) : (
                t('sev.unknownAddress')
              )}
            </p>
          </li>
        ))}
      </ul>
      {!showAll && docs.length > SECURITY_EVENTS_FIRST && (
        <Button variant="secondary" className="mt-2" onClick={() => setShowAll(true)}>
          {t('sev.showAll')}
        </Button>
      )}
      <p className="mt-4 text-sm text-slate-300">{t('sev.notYou')}</p>
    </>
  );
}
