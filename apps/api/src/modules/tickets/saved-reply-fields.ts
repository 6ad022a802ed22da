import {
  isLocale,
  type OperatorSettings,
  parseUsdtToMicros,
  type SavedReplyFieldValues,
  type TicketRecord,
} from '@app/contract';
import { inLanguage, usdtIn } from '../../lib/texts';
import { SAVED_REPLY_FIELD_TEXTS } from './saved-reply-fields.texts';

// What a saved reply's placeholders become on one ticket (docs/decisions/044-saved-reply-fields.md): the linked
// record's amount and status as it stands now, and how the platform checks deposits today, in the member's language.
// A field of a record the ticket does not link is null, and the console then inserts nothing.

type Status = 'pending' | 'success' | 'reject';
const isStatus = (status: string): status is Status => ['pending', 'success', 'reject'].includes(status);

export function savedReplyFieldValues(options: {
  locale: string;
  record: TicketRecord | null;
  settings: Pick<OperatorSettings, 'depositVerificationMode' | 'confirmations'>;
}): SavedReplyFieldValues {
  const locale = isLocale(options.locale) ? options.locale : 'en';
  const words = inLanguage(SAVED_REPLY_FIELD_TEXTS, locale);
  const { record, settings } = options;
  const of = (kind: 'deposit' | 'withdrawal') => {
    if (record?.kind !== kind || !isStatus(record.status)) return { amount: null, status: null };
    return {
      amount: usdtIn(locale, parseUsdtToMicros(record.amount) ?? 0n),
      status: words[kind][record.status],
    };
  };
  const deposit = of('deposit');
  const withdrawal = of('withdrawal');
  return {
    'deposit.amount': deposit.amount,
    'deposit.status': deposit.status,
    'withdrawal.amount': withdrawal.amount,
    'withdrawal.status': withdrawal.status,
    'deposits.check': words.check[settings.depositVerificationMode].replace(
      '{{confirmations}}',
      String(settings.confirmations),
    ),
  };
}
