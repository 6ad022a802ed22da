import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './i18n/locales';
import {
  EARNING_KINDS,
  type EarningKind,
  ENGINE_INCOME_KINDS,
  INCOME_KINDS,
  incomeKindOfEntry,
  KIND_RATES,
} from './income-kinds';
import { type EngineKindWords, INCOME_KIND_WORDS, kindLabel } from './income-kinds.texts';
import { statementKindLabel } from './statement';

// Each kind's words in every language (docs/decisions/037-income-kinds.md): a kind added without one of them, or
// with English left in its Spanish or Hindi, fails here as well as in the type check.

/** Words that are the same in Spanish as in English. */
const SAME_IN_SPANISH = new Set(['trading.short']);
const facts = { level: 2, orderDay: 3, orderDays: 30, rank: 4 };

/** A kind's word `label` in `locale`, a rule worded with the facts above. */
function wordOf(kind: EarningKind, locale: Locale, label: string): unknown {
  const words = INCOME_KIND_WORDS[kind][locale] as Partial<EngineKindWords>;
  return label === 'rule' ? words.rule?.(facts) : words[label as keyof typeof words];
}

describe('the income kinds’ words', () => {
  it.each(EARNING_KINDS)('give %s every word in every language, translated', (kind) => {
    const english = Object.keys(INCOME_KIND_WORDS[kind].en).sort();
    const engine = ENGINE_INCOME_KINDS.includes(kind as never) ? ['paid', 'rule'] : [];
    const rated = KIND_RATES.some((rate) => rate.kind === kind) ? ['rate', 'rateHint'] : [];
    expect(english).toEqual(['chart', 'inSentence', 'name', 'short', 'title', ...engine, ...rated].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(INCOME_KIND_WORDS[kind][locale]).sort(), locale).toEqual(english);
      for (const label of english) {
        const word = wordOf(kind, locale, label);
        expect(typeof word === 'string' && word.trim(), `${kind}.${label} in ${locale}`).toBeTruthy();
        if (locale === 'en' || (locale === 'es' && SAME_IN_SPANISH.has(`${kind}.${label}`))) continue;
        expect(word, `${kind}.${label} in ${locale}`).not.toBe(wordOf(kind, 'en', label));
      }
    }
  });

  it('words each rule with the numbers its row keeps', () => {
    for (const kind of ENGINE_INCOME_KINDS) {
      const numbers = kind === 'direct' ? [] : (INCOME_KIND_WORDS[kind].en.rule(facts).match(/\d+/g) ?? []);
      for (const locale of LOCALES) {
        expect(INCOME_KIND_WORDS[kind][locale].rule(facts).match(/\d+/g) ?? [], `${kind} in ${locale}`).toEqual(
          expect.arrayContaining(numbers),
        );
      }
    }
  });

  it('names each income entry of the statement by its kind', () => {
    for (const kind of ENGINE_INCOME_KINDS) {
      expect(incomeKindOfEntry(INCOME_KINDS[kind].entry)).toBe(kind);
      for (const locale of LOCALES) {
        expect(statementKindLabel(INCOME_KINDS[kind].entry, 1, locale)).toBe(kindLabel(kind, 'name', locale));
      }
    }
    expect(incomeKindOfEntry('adjustment')).toBeUndefined();
    expect(statementKindLabel('income:reward', 1, 'es')).toBe('Recompensa de rango');
  });
});
