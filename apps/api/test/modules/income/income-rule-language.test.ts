import { type Locale, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, newOperatorToken, signedInMember, useTestApp } from '../../helper';
import { earnIncome } from '../../withdrawal-kit';

// docs/product.md#languages: an income's "How" line (basis.rule) is in the reader's language: the request's
// Accept-Language, else the member's stored language, else English.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const RULE: Record<Locale, string> = {
  en: 'daily trading profit, day 1 of 1',
  es: 'ganancia diaria de trading, día 1 de 1',
  hi: 'दैनिक ट्रेडिंग लाभ, 1 में से दिन 1',
};

describe('the income lists', () => {
  it("word each income's rule in the reader's language", async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const rules = async (headers: Record<string, string>) => {
      const trading = dataOf(await call(t, routes.incomeTrading.member, { token: member.token, headers }));
      const all = dataOf(await call(t, routes.incomeAll.member, { token: member.token, headers }));
      return [...trading.docs, ...all.docs].map((row) => ('basis' in row ? row.basis.rule : null));
    };
    for (const locale of ['en', 'es', 'hi'] as const) {
      expect(await rules({ 'accept-language': locale })).toEqual([RULE[locale], RULE[locale]]);
    }
    expect(await rules({})).toEqual([RULE.en, RULE.en]);
    await call(t, routes.saveLanguage.member, { body: { locale: 'hi' }, token: member.token });
    expect(await rules({})).toEqual([RULE.hi, RULE.hi]);
    expect(await rules({ 'accept-language': 'es' })).toEqual([RULE.es, RULE.es]);
  });
});
