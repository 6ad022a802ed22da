import {
  chosenName,
  EARNING_KINDS,
  type Locale,
  NOTIFICATION_KINDS,
  type NotificationKind,
  textIn,
} from '@app/contract';
import { dateTimeIn, inLanguage, usdtIn } from '../../lib/texts';
import {
  type IncomePart,
  NOTIFICATION_TEXTS,
  type NotificationValues,
  type NotificationWords,
} from './notification.texts';
import type { NotificationParams, Rejection } from './notification-params';

// A notification worded when read, in the reader's language (docs/decisions/028-member-language.md): its kept values
// formatted for the language, then the catalog's sentence. A row kept before values were (no params) shows the
// English it was written with.

const usdt = (locale: Locale, micros: string) => usdtIn(locale, BigInt(micros));

/** An operator's reason in the reader's language (English when the reason has none in it), then the free-text note. */
function reasonIn(locale: Locale, rejection: Rejection): string {
  const { reason, note } = rejection;
  const text = typeof reason === 'string' ? reason : textIn(reason, locale);
  return [text, note].filter(Boolean).join(' — ');
}

const INCOME_PARTS: readonly IncomePart[] = EARNING_KINDS;

const VALUES: { [K in NotificationKind]: (params: NotificationParams[K], locale: Locale) => NotificationValues[K] } = {
  'deposit-approved': (params, locale) => ({ amount: usdt(locale, params.amountMicros) }),
  'deposit-rejected': (params, locale) => ({
    amount: usdt(locale, params.amountMicros),
    reason: reasonIn(locale, params),
  }),
  'withdrawal-paid': (params, locale) => ({
    capital: params.capital,
    refund: params.refund ?? false,
    net: usdt(locale, params.netMicros),
    hash: params.transactionHash,
  }),
  'withdrawal-rejected': (params, locale) => ({
    capital: params.capital,
    refund: params.refund ?? false,
    amount: usdt(locale, params.amountMicros),
    reason: reasonIn(locale, params),
  }),
  'rank-reached': (params) => ({ rank: params.rank }),
  'referral-joined': (params) => ({ name: chosenName(params.name) }),
  'income-digest': (params, locale) => ({
    day: params.day,
    total: usdt(locale, params.totalMicros),
    parts: INCOME_PARTS.filter((part) => BigInt(params.parts[part] ?? '0') > 0n).map((part) => ({
      part,
      amount: usdt(locale, params.parts[part]),
    })),
  }),
  'password-changed': (params, locale) => ({ at: dateTimeIn(locale, new Date(params.at)) }),
  'usdt-address-changed': (params) => ({ address: params.address }),
  'ticket-answered': (params) => ({ number: params.number, subject: params.subject, reply: params.reply ?? null }),
};

function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

function worded<K extends NotificationKind>(kind: K, params: NotificationParams[K], locale: Locale): NotificationWords {
  const texts = inLanguage(NOTIFICATION_TEXTS, locale)[kind] as (values: NotificationValues[K]) => NotificationWords;
  return texts(VALUES[kind](params, locale));
}

/** A stored notification's title and body in `locale`. */
export function wordNotification(
  row: { kind: string; params: unknown; title: string | null; body: string | null },
  locale: Locale,
): NotificationWords {
  if (row.params === null || row.params === undefined || !isNotificationKind(row.kind)) {
    return { title: row.title ?? '', body: row.body ?? '' };
  }
  return worded(row.kind, row.params as NotificationParams[typeof row.kind], locale);
}
