import { ES } from '@app/contract/i18n/es';
import { ES_ABOUT_PAGES } from '@app/web-kit/lib/site-content/locales/es/about-pages';
import { ES_HOME_PAGES } from '@app/web-kit/lib/site-content/locales/es/home-pages';
import { ES_INFO_PAGES } from '@app/web-kit/lib/site-content/locales/es/info-pages';
import { ES_LEGAL_PAGES } from '@app/web-kit/lib/site-content/locales/es/legal-pages';
import { ES_NEWS_PAGES } from '@app/web-kit/lib/site-content/locales/es/news-pages';
import { ES_RISK_TEXT } from '@app/web-kit/lib/site-content/locales/es/risk-text';
import { ES_SERVICES_PAGES } from '@app/web-kit/lib/site-content/locales/es/services-pages';
import { ES_SHOP_PAGES } from '@app/web-kit/lib/site-content/locales/es/shop-pages';
import { describe, expect, it } from 'vitest';
import { ES_BUNDLE } from './locales/es';

// docs/product.md#languages: the Spanish speaks to the member as "tú", and names the risk disclosure one way
// ("Advertencia de riesgos", the name of its page and its link).

const serverSentences = (): string[] =>
  Object.values(ES).flatMap((group) => Object.values(group as Record<string, string>));

const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};

const pageSentences = (): string[] =>
  stringsIn([
    ES_ABOUT_PAGES,
    ES_HOME_PAGES,
    ES_INFO_PAGES,
    ES_LEGAL_PAGES,
    ES_NEWS_PAGES,
    ES_SERVICES_PAGES,
    ES_SHOP_PAGES,
    ES_RISK_TEXT,
  ]);

// "usted" shows in the pronoun, in "su"/"sus" for the reader's own things, in "le" for the reader and in the
// formal imperatives; "su" for a package's or another member's things stays, so only the reader's nouns count.
const FORMAL_PAGE_WORDS =
  /(?<!\p{L})(usted(es)?|sus? (cuenta|correo|contraseña|billeteras?|pedidos?|extracto|dinero|datos)|le (invitó|refirió|pide|pedirá|pediremos|indica|decimos|responde)|lea|escriba|escríbanos|regístrese|compre|deposite|retire|reclame|elija|envíe|indique|inicie|consulte|pruebe|vuelva|espere|cree)(?!\p{L})/iu;

// "puede" is "tú" only with a third-person subject ("un operador puede", "no se puede revertir"): each word pair
// around it is one the pages already say that way, so a new "usted puede ver" fails.
const THIRD_PERSON_PUEDE = new Set([
  'nadie puede deshacer',
  'solo puede haber',
  'usdt puede alejarse',
  'correo puede solicitar',
  'no puede iniciar',
  'no puede subir',
  'operador puede bloquear',
  'operador puede cambiar',
  'que puede pagar',
  'qué puede salir',
  'retiro puede admitir',
  'tenga puede actuar',
  'y puede cambiarlos',
  'y puede dejar',
  'y puede esperar',
]);

const formalPuede = (sentence: string): string[] =>
  [...sentence.matchAll(/(\S+) puede (\S+)/gi)]
    .map(([, before, after]) => `${before} puede ${after?.replace(/[.,;:]$/, '')}`.toLowerCase())
    .filter((pair) => !pair.startsWith('se puede ') && !THIRD_PERSON_PUEDE.has(pair));

const formalInPage = (sentence: string): boolean =>
  FORMAL_PAGE_WORDS.test(sentence) || formalPuede(sentence).length > 0;

describe('the Spanish', () => {
  it('names the risk disclosure one way', () => {
    const sentences = [...Object.values(ES_BUNDLE.ui), ...serverSentences()];
    expect(sentences.filter((sentence) => /divulgación de riesgos/i.test(sentence))).toEqual([]);
    expect(ES_BUNDLE.ui['signup.readRisk']).toBe('Leer la advertencia de riesgos');
  });

  it('says "tú" to the member, never "usted"', () => {
    const formal = /\busted\b|\bse le ha enviado\b|\bescríbanos\b|\bregístrese\b/i;
    expect(serverSentences().filter((sentence) => formal.test(sentence))).toEqual([]);
    expect(Object.entries(ES_BUNDLE.ui).filter(([, sentence]) => formal.test(sentence))).toEqual([]);
    expect(ES_BUNDLE.ui['link./cart']).toBe('Tu pedido');
    expect(ES_BUNDLE.ui['link./projects']).toBe('Lo que puedes comprobar');
    expect(ES_BUNDLE.ui['site.enterEmail']).toBe('Escribe tu correo');
    expect(ES_BUNDLE.ui['site.searchHint']).toBe('Escribe una palabra arriba, como seguridad, retiro o paquetes.');
  });

  it('says "tú" on every site page too, and names the risk disclosure one way there', () => {
    const sentences = pageSentences();
    expect(sentences.filter(formalInPage)).toEqual([]);
    expect(sentences.filter((sentence) => /divulgación de riesgos/i.test(sentence))).toEqual([]);
    expect(ES_SHOP_PAGES.find((page) => page.path === '/cart')?.title).toBe('Tu pedido');
    expect(ES_SERVICES_PAGES.find((page) => page.path === '/projects')?.title).toBe('Lo que puedes comprobar');
  });

  it('tells "usted" pages apart from "tú" pages', () => {
    expect(
      [
        'Usted gana con sus compras.',
        'Los registros que guarda su cuenta.',
        'Cada asiento, que puede descargar.',
        'Del miembro que le invitó.',
        'Lea la advertencia de riesgos.',
      ].filter(formalInPage),
    ).toHaveLength(5);
    expect(
      [
        'Tú ganas con sus compras.',
        'Los registros que guarda tu cuenta.',
        'Cada asiento, que puedes descargar.',
        'Una transferencia no se puede revertir.',
        'Un paquete paga su tasa diaria durante su plazo.',
      ].filter(formalInPage),
    ).toEqual([]);
  });
});
