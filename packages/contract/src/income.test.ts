import { describe, expect, it } from 'vitest';
import { incomeRuleText } from './income';

const none = { level: null, orderDay: null, orderDays: null, rank: null };

describe('incomeRuleText', () => {
  it('names the rule of each kind of income with the numbers its row keeps', () => {
    expect(incomeRuleText({ ...none, kind: 'trading', orderDay: 3, orderDays: 30 })).toBe(
      'daily trading profit, day 3 of 30',
    );
    expect(incomeRuleText({ ...none, kind: 'level', level: 2 })).toBe(
      'level 2 income on the trading profit of a team member',
    );
    expect(incomeRuleText({ ...none, kind: 'direct', level: 1 })).toBe(
      'direct income on a package bought by a direct referral',
    );
    expect(incomeRuleText({ ...none, kind: 'reward', rank: 4 })).toBe('reward for reaching rank 4');
  });
});

describe('incomeRuleText in the reader language', () => {
  it('words each rule in Spanish and Hindi with the same numbers', () => {
    expect(incomeRuleText({ ...none, kind: 'trading', orderDay: 3, orderDays: 30 }, 'es')).toBe(
      'ganancia diaria de trading, día 3 de 30',
    );
    expect(incomeRuleText({ ...none, kind: 'reward', rank: 4 }, 'es')).toBe('recompensa por alcanzar el rango 4');
    expect(incomeRuleText({ ...none, kind: 'trading', orderDay: 3, orderDays: 30 }, 'hi')).toBe(
      'दैनिक ट्रेडिंग लाभ, 30 में से दिन 3',
    );
    expect(incomeRuleText({ ...none, kind: 'level', level: 2 }, 'hi')).toBe('टीम के एक सदस्य के ट्रेडिंग लाभ पर लेवल 2 आय');
  });
});
