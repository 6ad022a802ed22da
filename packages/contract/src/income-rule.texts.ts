import type { Locale } from './i18n/locales';

// The "How" line of an income (its `basis.rule`) in each language of the site (docs/product.md#languages), here in
// the contract beside incomeRuleText, the one code that words it. Numbers come from the income's row.

interface IncomeRuleTexts {
  trading: (day: number | null, days: number | null) => string;
  level: (level: number | null) => string;
  direct: string;
  reward: (rank: number | null) => string;
}

export const INCOME_RULE_TEXTS: Readonly<Record<Locale, IncomeRuleTexts>> = {
  en: {
    trading: (day, days) => `daily trading profit, day ${day} of ${days}`,
    level: (level) => `level ${level} income on the trading profit of a team member`,
    direct: 'direct income on a package bought by a direct referral',
    reward: (rank) => `reward for reaching rank ${rank}`,
  },
  es: {
    trading: (day, days) => `ganancia diaria de trading, día ${day} de ${days}`,
    level: (level) => `ingreso de nivel ${level} sobre la ganancia de trading de un miembro del equipo`,
    direct: 'ingreso directo por un paquete comprado por un referido directo',
    reward: (rank) => `recompensa por alcanzar el rango ${rank}`,
  },
  hi: {
    trading: (day, days) => `दैनिक ट्रेडिंग लाभ, ${days} में से दिन ${day}`,
    level: (level) => `टीम के एक सदस्य के ट्रेडिंग लाभ पर लेवल ${level} आय`,
    direct: 'सीधे रेफ़रल द्वारा खरीदे गए पैकेज पर डायरेक्ट आय',
    reward: (rank) => `रैंक ${rank} तक पहुँचने का इनाम`,
  },
};
