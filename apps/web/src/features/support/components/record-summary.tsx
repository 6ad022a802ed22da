import type { TicketRecord, TicketRecordRef } from '@app/contract';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, shortenHash, usdt } from '@app/web-kit/lib/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIST_OF_KIND } from '../lib/record-link';
import { SUPPORT_TEXTS } from '../texts';
import { useRecordWords } from './record-words';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** What a record's `detail` is: a deposit's hash, a withdrawal's payout hash or else its address, a package, a UID. */
function detailLabel(record: TicketRecord): `sup.detail.${'hash' | 'address' | 'package' | 'member'}` {
  switch (record.kind) {
    case 'deposit':
      return 'sup.detail.hash';
    case 'withdrawal':
      return record.detail && TRANSACTION_HASH.test(record.detail) ? 'sup.detail.hash' : 'sup.detail.address';
    case 'order':
      return 'sup.detail.package';
    case 'transfer':
      return 'sup.detail.member';
  }
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-slate-400">{term}</dt>
      <dd className="min-w-0 text-slate-100">{children}</dd>
    </div>
  );
}

/** The record the ticket is about as it stands now, with the member's list of its kind. */
export function RecordSummary({ recordNow, record }: { recordNow: TicketRecord | null; record: TicketRecordRef }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const words = useRecordWords();
  return (
    <LabelledSection
      titleId="ticket-record-title"
      title={t('sup.about')}
      titleClassName="text-sm font-semibold text-slate-300"
      className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4"
    >
      {recordNow ? (
        <>
          <p className="mt-1 font-semibold text-slate-50">{words.kind(recordNow.kind)}</p>
          <dl className="mt-2 max-w-md space-y-1 text-sm">
            <Row term={t('sup.amount')}>
              <span className="tabular-nums">{usdt(recordNow.amount)}</span>
            </Row>
            <Row term={t('sup.recordStatusLabel')}>{words.status(recordNow.status)}</Row>
            {recordNow.detail && (
              <Row term={t(detailLabel(recordNow))}>
                {recordNow.kind === 'order' || recordNow.kind === 'transfer' ? (
                  <span className="break-words">{recordNow.detail}</span>
                ) : (
                  <span className="font-mono" title={recordNow.detail}>
                    {shortenHash(recordNow.detail)}
                  </span>
                )}
              </Row>
            )}
            <Row term={t('sup.date')}>
              <time dateTime={recordNow.createdAt} className="tabular-nums">
                {formatDateTime(recordNow.createdAt)}
              </time>
            </Row>
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-300">{t('sup.recordGone')}</p>
      )}
      <Link to={LIST_OF_KIND[record.kind]} className={`${TEXT_LINK} mt-2 inline-flex min-h-10 items-center text-sm`}>
        {t(`sup.seeList.${record.kind}`)}
      </Link>
    </LabelledSection>
  );
}
