import { byKind, EARNING_KINDS, type LOCALES, NOTIFICATION_KINDS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { NotificationContent } from './notification-params';
import { wordNotification } from './notification-wording';

// Every kind is worded in every language from its values alone (docs/decisions/028-member-language.md).

const EXAMPLES: NotificationContent[] = [
  { kind: 'deposit-approved', params: { amountMicros: '1500000000' } },
  { kind: 'deposit-rejected', params: { amountMicros: '40000000', reason: 'Wrong hash' } },
  { kind: 'withdrawal-paid', params: { capital: true, netMicros: '28500000', transactionHash: '0xabc' } },
  {
    kind: 'withdrawal-rejected',
    params: { capital: false, amountMicros: '30000000', reason: { en: 'Sanctioned', hi: 'प्रतिबंधित' }, note: 'n1' },
  },
  { kind: 'rank-reached', params: { rank: 3 } },
  { kind: 'referral-joined', params: { name: 'Nila Newcomer' } },
  {
    kind: 'income-digest',
    params: {
      day: '2026-11-26',
      totalMicros: '150000000',
      parts: { ...byKind(EARNING_KINDS, () => '0'), trading: '100000000', direct: '50000000' },
    },
  },
  { kind: 'password-changed', params: { at: '2026-11-26T09:30:00.000Z' } },
  { kind: 'usdt-address-changed', params: { address: '0xCDCD' } },
  { kind: 'ticket-answered', params: { number: 42, subject: 'Missing deposit' } },
];

const worded = (content: NotificationContent, locale: (typeof LOCALES)[number]) =>
  wordNotification({ ...content, title: null, body: null }, locale);

function example(kind: NotificationContent['kind']): NotificationContent {
  const found = EXAMPLES.find((one) => one.kind === kind);
  if (!found) throw new Error(`no example of ${kind}`);
  return found;
}

describe('wordNotification', () => {
  it('words every kind in every language, each language its own sentence', () => {
    expect(EXAMPLES.map((example) => example.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const example of EXAMPLES) {
      const [en, es, hi] = (['en', 'es', 'hi'] as const).map((locale) => worded(example, locale));
      for (const words of [en, es, hi]) expect(words?.title && words.body).toBeTruthy();
      expect(es?.body).not.toBe(en?.body);
      expect(hi?.body).not.toBe(en?.body);
    }
  });

  it('formats amounts, days and moments for the language and keeps names, hashes and addresses', () => {
    expect(worded(example('withdrawal-paid'), 'es')).toEqual({
      title: 'Retiro de capital pagado',
      body: 'Tu retiro de capital fue pagado: se enviaron 28,50 USDT en la cadena en la transacción 0xabc.',
    });
    expect(worded(example('withdrawal-rejected'), 'hi').body).toBe(
      'आपकी 30.00 USDT की निकासी अस्वीकृत कर दी गई और राशि वापस कर दी गई: प्रतिबंधित — n1',
    );
    expect(worded(example('withdrawal-rejected'), 'es').body).toBe(
      'Tu retiro de 30,00 USDT fue rechazado y el importe se te devolvió: Sanctioned — n1',
    );
    expect(worded(example('referral-joined'), 'hi').body).toBe(
      '“Nila Newcomer” (उनका चुना हुआ नाम) ने आपके रेफ़रल कोड से साइन अप किया है।',
    );
    expect(worded(example('income-digest'), 'es')).toEqual({
      title: 'Ingresos abonados del 2026-11-26',
      body: 'Ganaste 150,00 USDT el 2026-11-26: 100,00 USDT de ganancia de trading, 50,00 USDT de ingreso directo. Está en tu billetera flexible.',
    });
    expect(worded(example('income-digest'), 'hi').body).toBe(
      'आपने 2026-11-26 को 150.00 USDT कमाए: ट्रेडिंग लाभ 100.00 USDT, डायरेक्ट आय 50.00 USDT। यह आपके फ्लेक्सिबल वॉलेट में है।',
    );
    expect(worded(example('password-changed'), 'en').body).toBe(
      'Your password was changed on Nov 26, 2026, 9:30 AM UTC and every other session was signed out.',
    );
  });

  it('shows a row kept before params with the English it was written with', () => {
    const legacy = { kind: 'deposit-approved', params: null, title: 'Deposit approved', body: 'Old words.' };
    expect(wordNotification(legacy, 'hi')).toEqual({ title: 'Deposit approved', body: 'Old words.' });
  });

  it('names a refund of the Electronic Wallet in each language, paid or rejected', () => {
    const paid: NotificationContent = {
      kind: 'withdrawal-paid',
      params: { capital: false, refund: true, netMicros: '28500000', transactionHash: '0xabc' },
    };
    const rejected: NotificationContent = {
      kind: 'withdrawal-rejected',
      params: { capital: false, refund: true, amountMicros: '30000000', reason: 'Deposit under review' },
    };
    expect(
      [paid, rejected].flatMap((one) => (['en', 'es', 'hi'] as const).map((locale) => worded(one, locale)?.title)),
    ).toEqual([
      'Refund paid',
      'Reembolso pagado',
      'रिफ़ंड का भुगतान हुआ',
      'Refund rejected',
      'Reembolso rechazado',
      'रिफ़ंड अस्वीकृत',
    ]);
    expect(worded(rejected, 'es')?.body).toBe(
      'Tu reembolso de 30,00 USDT fue rechazado y el importe volvió a tu billetera electrónica: Deposit under review',
    );
    // A notice stored before refunds existed has no `refund`: it still reads as the withdrawal it was.
    expect(worded(example('withdrawal-paid'), 'en')?.title).toBe('Capital withdrawal paid');
  });
});
