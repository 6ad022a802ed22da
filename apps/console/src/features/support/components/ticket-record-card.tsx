import { MSG, type TicketRecord, type TicketRecordRef } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { AutomaticPayout } from '../../../kit/components/automatic-payout';
import { Fact } from '../../../kit/components/fact';
import { HashWithCopy } from '../../../kit/components/hash-with-copy';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { SideCard } from './side-card';
import { RECORD_KIND_LABELS, recordStatusBadge } from './ticket-labels';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A record's detail by its kind: a hash or address to check on the explorer, a package's title, a member's UID. */
function RecordDetail({ record }: { record: TicketRecord }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const { detail } = record;
  if (!detail) return null;
  if (TRANSACTION_HASH.test(detail)) {
    const label = t(record.kind === 'withdrawal' ? 'csp.payoutHash' : 'csp.hash');
    return (
      <Fact label={label}>
        <HashWithCopy label={label} value={detail} copiedMessage={MSG.transactionHashCopied} demo={record.demo} />
      </Fact>
    );
  }
  // A withdrawal not paid yet: the address it goes to.
  if (ADDRESS.test(detail)) {
    return (
      <Fact label={t('csp.toAddress')}>
        <HashWithCopy label={t('csp.toAddress')} value={detail} copiedMessage={MSG.addressCopied} />
      </Fact>
    );
  }
  const label = record.kind === 'order' ? 'csp.package' : record.kind === 'transfer' ? 'csp.otherMember' : 'csp.hash';
  return <Fact label={t(label)}>{detail}</Fact>;
}

interface TicketRecordCardProps {
  /** What the member linked, or null for a ticket about no record. */
  linked: TicketRecordRef | null;
  /** The record as it stands now; null when it no longer exists. */
  record: TicketRecord | null;
}

/** The record the ticket is about, read when the ticket was: its amount, status and detail, a payout's progress. */
export function TicketRecordCard({ linked, record }: TicketRecordCardProps) {
  const { t, tx } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const status = record && recordStatusBadge(record.kind, record.status);
  return (
    <SideCard id="ticket-record" title={t('csp.record')}>
      {!linked && <p className="mt-2 text-sm text-slate-400">{t('csp.noRecord')}</p>}
      {linked && !record && <p className="mt-2 text-sm text-amber-200">{t('csp.recordGone')}</p>}
      {record && (
        <>
          <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="text-slate-200">{t(RECORD_KIND_LABELS[record.kind])}</span>
            <span className="text-lg font-semibold text-slate-50 tabular-nums">{usdt(record.amount)}</span>
          </p>
          <p className="text-xs text-slate-400">{t('csp.recordNow')}</p>
          <dl className="mt-3 space-y-3">
            <Fact label={t('csp.recordStatus')}>
              {status ? <Badge tone={status[1]}>{t(status[0])}</Badge> : record.status}
            </Fact>
            <RecordDetail record={record} />
          </dl>
          <p className="mt-3 text-sm text-slate-400">
            {tx('csp.recordMade', {
              when: <DateTime value={record.createdAt} />,
            })}
          </p>
          {record.payout && <AutomaticPayout payout={record.payout} />}
        </>
      )}
    </SideCard>
  );
}
