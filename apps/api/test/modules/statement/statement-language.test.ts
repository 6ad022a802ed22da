import { type Locale, routes, STATEMENT_CSV_HEADER } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, newOperatorToken, signedInMember, useTestApp } from '../../helper';
import { earnIncome } from '../../withdrawal-kit';

// docs/product.md#languages, #statement: each row's description, on screen and in the CSV, is in the reader's
// language: the request's Accept-Language, else the member's stored language, else English.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const DEPOSIT_ROWS: Record<Locale, string[]> = {
  en: ['Package purchase', 'Deposit credited'],
  es: ['Compra de paquete', 'Depósito abonado'],
  hi: ['पैकेज की खरीद', 'जमा क्रेडिट हुई'],
};
const INCOME_ROWS: Record<Locale, string[]> = {
  en: ['Trading profit'],
  es: ['Ganancia de trading'],
  hi: ['ट्रेडिंग लाभ'],
};

describe("the statement's descriptions", () => {
  it("are in the reader's language on screen and in the CSV", async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const labels = async (wallet: 'deposit' | 'income', headers: Record<string, string>) =>
      dataOf(await call(t, routes.statement.member, { query: { wallet }, token: member.token, headers })).docs.map(
        (row) => row.label,
      );
    const csvDescriptions = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${routes.statementCsv.member.path}?wallet=deposit`,
        headers: { authorization: `Bearer ${member.token}`, ...headers },
      });
      const [header, ...lines] = response.body.split('\r\n').filter(Boolean);
      expect(header).toBe(STATEMENT_CSV_HEADER);
      return lines.map((line) => line.split(',')[1]);
    };
    for (const locale of ['en', 'es', 'hi'] as const) {
      const headers = { 'accept-language': locale };
      expect(await labels('deposit', headers)).toEqual(DEPOSIT_ROWS[locale]);
      expect(await labels('income', headers)).toEqual(INCOME_ROWS[locale]);
      expect(await csvDescriptions(headers)).toEqual(DEPOSIT_ROWS[locale]);
    }
    expect(await labels('deposit', {})).toEqual(DEPOSIT_ROWS.en);
    await call(t, routes.saveLanguage.member, { body: { locale: 'es' }, token: member.token });
    expect(await labels('deposit', {})).toEqual(DEPOSIT_ROWS.es);
    expect(await csvDescriptions({})).toEqual(DEPOSIT_ROWS.es);
  });
});
