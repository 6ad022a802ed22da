import type { Locale } from './i18n/locales';
import type { EarningKind, IncomeFacts, IncomeKind, RatedKind } from './income-kinds';

// Each kind of income's words, in each language of the site (docs/product.md#languages), all in the kind's one block
// (docs/decisions/037-income-kinds.md): the member's screens and the console read them through the kit's
// kindLabel, the server's statements and notifications through kindLabel here with the reader's language.

/** The words every kind has. */
export interface KindWords {
  /** As a total or a list's title: "Level Income". */
  title: string;
  /** As a row, a statement line or a list names one: "Level income". */
  name: string;
  /** In the switcher between the member's income lists: "Level". */
  short: string;
  /** On a chart's legend and a report's column: "Level income", "Reward". */
  chart: string;
  /** Inside a sentence, as the daily income notification lists its parts: "level income". */
  inSentence: string;
}

/** The words of a kind the engine pays by its rules: the above, the dry run's column, and how one was computed. */
export interface EngineKindWords extends KindWords {
  /** The dry run's column of what was paid of it in a month: "Level paid". */
  paid: string;
  /** The "How" of one income (its row's `basis.rule`), from what its row keeps. */
  rule: (facts: IncomeFacts) => string;
}

/** The words of a kind paid at a rate the operator sets (income-kinds.ts): the console's field of that setting. */
export interface RateWords {
  /** The setting's label: "Direct income (%)". */
  rate: string;
  /** What the rate is a share of, and who is paid it. */
  rateHint: string;
}

export type KindLabel = { [W in keyof KindWords]: KindWords[W] extends string ? W : never }[keyof KindWords];
export type EngineKindLabel = {
  [W in keyof EngineKindWords]: EngineKindWords[W] extends string ? W : never;
}[keyof EngineKindWords];

export type RateLabel = keyof RateWords;

type WordsOf<K extends EarningKind> = (K extends IncomeKind ? EngineKindWords : KindWords) &
  (K extends RatedKind ? RateWords : unknown);

export const INCOME_KIND_WORDS: { readonly [K in EarningKind]: Readonly<Record<Locale, WordsOf<K>>> } = {
  trading: {
    en: {
      title: 'Trading Income',
      name: 'Trading profit',
      short: 'Trading',
      chart: 'Trading profit',
      inSentence: 'trading profit',
      paid: 'Trading paid',
      rule: ({ orderDay, orderDays }) => `daily trading profit, day ${orderDay} of ${orderDays}`,
    },
    es: {
      title: 'Ingresos de trading',
      name: 'Ganancia de trading',
      short: 'Trading',
      chart: 'Ganancia de trading',
      inSentence: 'ganancia de trading',
      paid: 'Trading pagado',
      rule: ({ orderDay, orderDays }) => `ganancia diaria de trading, día ${orderDay} de ${orderDays}`,
    },
    hi: {
      title: 'ट्रेडिंग आय',
      name: 'ट्रेडिंग लाभ',
      short: 'ट्रेडिंग',
      chart: 'ट्रेडिंग लाभ',
      inSentence: 'ट्रेडिंग लाभ',
      paid: 'दिया गया ट्रेडिंग लाभ',
      rule: ({ orderDay, orderDays }) => `दैनिक ट्रेडिंग लाभ, ${orderDays} में से दिन ${orderDay}`,
    },
  },
  level: {
    en: {
      title: 'Level Income',
      name: 'Level income',
      short: 'Level',
      chart: 'Level income',
      inSentence: 'level income',
      paid: 'Level paid',
      rule: ({ level }) => `level ${level} income on the trading profit of a team member`,
    },
    es: {
      title: 'Ingresos por nivel',
      name: 'Ingreso por nivel',
      short: 'Nivel',
      chart: 'Ingreso por nivel',
      inSentence: 'ingreso por nivel',
      paid: 'Nivel pagado',
      rule: ({ level }) => `ingreso de nivel ${level} sobre la ganancia de trading de un miembro del equipo`,
    },
    hi: {
      title: 'लेवल आय',
      name: 'लेवल आय',
      short: 'लेवल',
      chart: 'लेवल आय',
      inSentence: 'लेवल आय',
      paid: 'दी गई लेवल आय',
      rule: ({ level }) => `टीम के एक सदस्य के ट्रेडिंग लाभ पर लेवल ${level} आय`,
    },
  },
  direct: {
    en: {
      title: 'Direct Income',
      name: 'Direct income',
      short: 'Direct',
      chart: 'Direct income',
      inSentence: 'direct income',
      paid: 'Direct paid',
      rule: () => 'direct income on a package bought by a direct referral',
      rate: 'Direct income (%)',
      rateHint: 'Paid to the sponsor as a share of the price of each package a direct member buys.',
    },
    es: {
      title: 'Ingresos directos',
      name: 'Ingreso directo',
      short: 'Directos',
      chart: 'Ingreso directo',
      inSentence: 'ingreso directo',
      paid: 'Directo pagado',
      rule: () => 'ingreso directo por un paquete comprado por un referido directo',
      rate: 'Ingreso directo (%)',
      rateHint: 'Se paga al patrocinador como parte del precio de cada paquete que compra un miembro directo.',
    },
    hi: {
      title: 'डायरेक्ट आय',
      name: 'डायरेक्ट आय',
      short: 'डायरेक्ट',
      chart: 'डायरेक्ट आय',
      inSentence: 'डायरेक्ट आय',
      paid: 'दी गई डायरेक्ट आय',
      rule: () => 'सीधे रेफ़रल द्वारा खरीदे गए पैकेज पर डायरेक्ट आय',
      rate: 'डायरेक्ट आय (%)',
      rateHint: 'प्रायोजक को, किसी डायरेक्ट सदस्य द्वारा खरीदे हर पैकेज की कीमत के हिस्से के रूप में दी जाती है।',
    },
  },
  reward: {
    en: {
      title: 'Reward Income',
      name: 'Rank reward',
      short: 'Reward',
      chart: 'Reward',
      inSentence: 'rank reward',
      paid: 'Reward paid',
      rule: ({ rank }) => `reward for reaching rank ${rank}`,
    },
    es: {
      title: 'Ingresos por recompensa',
      name: 'Recompensa de rango',
      short: 'Recompensa',
      chart: 'Recompensa',
      inSentence: 'recompensa de rango',
      paid: 'Recompensa pagada',
      rule: ({ rank }) => `recompensa por alcanzar el rango ${rank}`,
    },
    hi: {
      title: 'रिवॉर्ड आय',
      name: 'रैंक इनाम',
      short: 'रिवॉर्ड',
      chart: 'रिवॉर्ड',
      inSentence: 'रैंक इनाम',
      paid: 'दिया गया रिवॉर्ड',
      rule: ({ rank }) => `रैंक ${rank} तक पहुँचने का इनाम`,
    },
  },
  bonus: {
    en: { title: 'Bonus Income', name: 'Bonus', short: 'Bonus', chart: 'Bonus', inSentence: 'bonus' },
    es: { title: 'Ingresos por bono', name: 'Bono', short: 'Bonos', chart: 'Bono', inSentence: 'bono' },
    hi: { title: 'बोनस आय', name: 'बोनस', short: 'बोनस', chart: 'बोनस', inSentence: 'बोनस' },
  },
};

/**
 * One of a kind's words in `locale`; the dry run's column (`paid`) only of the engine's kinds, a rate's words only of
 * the kinds paid at a rate.
 */
export function kindLabel(kind: RatedKind, label: EngineKindLabel | RateLabel, locale: Locale): string;
export function kindLabel(kind: IncomeKind, label: EngineKindLabel, locale: Locale): string;
export function kindLabel(kind: EarningKind, label: KindLabel, locale: Locale): string;
export function kindLabel(kind: EarningKind, label: EngineKindLabel | RateLabel, locale: Locale): string {
  return (INCOME_KIND_WORDS[kind][locale] as EngineKindWords & RateWords)[label];
}

/** The sentence saying how one income of `kind` was computed, in `locale`, from what its row keeps. */
export function kindRuleText(kind: IncomeKind, facts: IncomeFacts, locale: Locale): string {
  return INCOME_KIND_WORDS[kind][locale].rule(facts);
}
