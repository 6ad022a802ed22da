import { routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoIfEmpty } from '../../src/seed/demo';
import { call, dataOf, loginToken, useTestApp } from '../helper';

// docs/product.md#languages: what the demo seeds for a member or a visitor to read is in their language, Spanish and
// Hindi included, wherever the platform keeps words per language.

const t = useTestApp();
let token: string;

beforeAll(async () => {
  expect(await seedDemoIfEmpty(t.ctx)).toBe(true);
  token = await loginToken(t, DEMO.member);
});

const inLanguage = (language: 'en' | 'es' | 'hi') => ({ 'accept-language': language });

describe('the demo in Spanish and Hindi', () => {
  it("words the demo member's rejected withdrawal and deposit with a kept reason, in the member's language", async () => {
    const reasons = async (language: 'en' | 'es' | 'hi') => {
      const headers = inLanguage(language);
      const withdrawals = dataOf(
        await call(t, routes.withdrawalList.member, {
          token,
          headers,
          params: { id: 'me' },
          query: { status: 'reject' },
        }),
      ).docs;
      const deposits = dataOf(await call(t, routes.depositList.member, { token, headers })).docs;
      return {
        withdrawal: withdrawals.map((row) => row.reason),
        deposit: deposits.filter((row) => row.status === 'reject').map((row) => row.reason),
      };
    };
    expect(await reasons('en')).toEqual({
      withdrawal: ['The address cannot receive BEP-20 USDT'],
      deposit: ['The transaction hash was not found on BNB Smart Chain'],
    });
    expect(await reasons('es')).toEqual({
      withdrawal: ['La dirección no puede recibir USDT BEP-20'],
      deposit: ['No se encontró el hash de la transacción en BNB Smart Chain'],
    });
    expect(await reasons('hi')).toEqual({
      withdrawal: ['यह पता BEP-20 USDT प्राप्त नहीं कर सकता'],
      deposit: ['यह ट्रांज़ैक्शन हैश BNB Smart Chain पर नहीं मिला'],
    });
  });
});
