import type { TicketRecord, TicketRecordKind } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDate, usdt } from '@app/web-kit/lib/format';
import { SUPPORT_TEXTS } from '../texts';

type RecordLine = Pick<TicketRecord, 'kind' | 'amount' | 'status' | 'createdAt'>;

/** A record told in words: its kind, its status (the server's own word where the screens have none), one line. */
export function useRecordWords() {
  const { t } = useTexts(SUPPORT_TEXTS);
  const kind = (recordKind: TicketRecordKind) => t(`sup.kind.${recordKind}`);
  const status = (word: string) => {
    const key = `sup.recordStatus.${word}`;
    return key in SUPPORT_TEXTS ? t(key as keyof typeof SUPPORT_TEXTS) : word;
  };
  /** "Deposit · 100.00 USDT · pending · 2026-11-27" */
  const line = (record: RecordLine) =>
    t('sup.recordOption', {
      kind: kind(record.kind),
      amount: usdt(record.amount),
      status: status(record.status),
      date: formatDate(record.createdAt),
    });
  return { kind, status, line };
}
