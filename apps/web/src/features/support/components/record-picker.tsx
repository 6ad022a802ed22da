import type { TicketRecordRef } from '@app/contract';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { shortenHash } from '@app/web-kit/lib/format';
import type { Ref, SelectHTMLAttributes } from 'react';
import { useTicketRecords } from '../api/get-ticket-records';
import { recordValue } from '../lib/record-link';
import { SUPPORT_TEXTS } from '../texts';
import { useRecordWords } from './record-words';

interface RecordPickerProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The record the address names: offered even when it is not among the newest the server lists. */
  linked: TicketRecordRef | null;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** One of the member's own records, newest first ("Deposit · 100.00 USDT · pending · 2026-11-27"), or none. */
export function RecordPicker({ linked, error, ...selectProps }: RecordPickerProps) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const words = useRecordWords();
  const { data: records, isPending, isError } = useTicketRecords();
  const isLinkedListed = records?.some((record) => record.kind === linked?.kind && record._id === linked?._id);
  // One list with stable keys: when the records arrive, the linked record's option is the same element, so the select
  // keeps it picked.
  const options = [
    ...(linked && !isLinkedListed
      ? [
          {
            value: recordValue(linked),
            label: t('sup.recordShort', { kind: words.kind(linked.kind), id: shortenHash(linked._id) }),
          },
        ]
      : []),
    ...(records ?? []).map((record) => ({ value: recordValue(record), label: words.line(record) })),
  ];
  const hint = isPending ? t('sup.recordsLoading') : isError ? t('sup.recordsFailed') : t('sup.recordHint');
  return (
    <SelectField label={t('sup.record')} hint={hint} error={error} {...selectProps}>
      <option value="">{t('sup.noRecord')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
