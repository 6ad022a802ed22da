import { describe, expect, it } from 'vitest';
import { CONSOLE_MSG } from '../console';
import { CONTENT_PAGES_MSG } from '../content-pages';
import { DEPOSIT_ADDRESS_MSG } from '../deposit-addresses';
import { DRY_RUN_MSG } from '../dry-runs';
import { MSG, MSG_PATTERNS } from '../messages';
import { amountAboveMaximumMessage, amountBelowMinimumMessage } from '../money-fields';
import { NOTIFICATIONS_MSG } from '../notifications';
import { OPERATORS_MSG } from '../operators-console';
import { POSTS_MSG } from '../posts';
import { REPORTS_MSG } from '../reports';
import { RESERVES_MSG } from '../reserves';
import { SITE_CONSOLE_MSG } from '../site-console';
import { localeFromAcceptLanguage, MESSAGE_TABLES, translateMessage } from './index';

// Every group of server messages the contract holds: a group left out here would go untranslated unnoticed.
const ENGLISH = {
  MSG,
  CONSOLE_MSG,
  OPERATORS_MSG,
  SITE_CONSOLE_MSG,
  NOTIFICATIONS_MSG,
  CONTENT_PAGES_MSG,
  RESERVES_MSG,
  DEPOSIT_ADDRESS_MSG,
  REPORTS_MSG,
  DRY_RUN_MSG,
  POSTS_MSG,
  MSG_PATTERNS,
} as const;
const placesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();
// Terms the product keeps in every language (docs/product.md#languages).
const KEPT_TERMS = ['USDT', 'BEP-20', 'OTP', 'UID', 'YYYY-MM-DD', '/settings', '0x', 'JSON', 'JPEG', 'PNG', 'PDF'];

describe.each(Object.entries(MESSAGE_TABLES))('the %s table', (locale, table) => {
  it.each(Object.keys(ENGLISH) as (keyof typeof ENGLISH)[])('has every %s key, and no other', (group) => {
    expect(Object.keys(table[group]).sort()).toEqual(Object.keys(ENGLISH[group]).sort());
  });

  it('has real text for every key: not empty, not the English sentence', () => {
    for (const group of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
      const english: Record<string, string> = ENGLISH[group];
      const translated: Record<string, string> = table[group];
      for (const [key, text] of Object.entries(english)) {
        expect(translated[key]?.trim(), `${group}.${key}`).toBeTruthy();
        expect(translated[key], `${group}.${key}`).not.toBe(text);
      }
    }
  });

  it('keeps every placeholder of a pattern, and the product terms of every sentence', () => {
    for (const [key, english] of Object.entries(MSG_PATTERNS)) {
      expect(placesOf(table.MSG_PATTERNS[key as keyof typeof MSG_PATTERNS]), key).toEqual(placesOf(english));
    }
    for (const group of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
      const english: Record<string, string> = ENGLISH[group];
      const translated: Record<string, string> = table[group];
      for (const [key, text] of Object.entries(english))
        for (const term of KEPT_TERMS)
          if (text.includes(term)) expect(translated[key], `${key}: ${term}`).toContain(term);
    }
  });

  it('is written in its own script: Devanagari for Hindi, Latin with Spanish letters for Spanish', () => {
    const texts = Object.values(table.MSG);
    const script = locale === 'hi' ? /[\u0900-\u097F]/ : /^[^\u0900-\u097F]*$/;
    for (const text of texts) expect(text).toMatch(script);
    if (locale === 'es') expect(texts.join(' ')).toMatch(/[áéíóúñ¿¡]/);
  });
});

// The wallets' names are translated whole, the same way on every screen and in every answer.
const FLEXIBLE_WALLET = { hi: 'फ्लेक्सिबल वॉलेट', es: 'billetera flexible' };

describe.each(Object.entries(MESSAGE_TABLES))('the wallet names in %s', (locale, table) => {
  it('never keep the English name beside a translated word', () => {
    const texts = Object.values(table).flatMap((group: Record<string, string>) => Object.values(group));
    for (const text of texts) expect(text).not.toMatch(/Electronic|Flexible|Trade for/);
    expect(table.MSG.profitClaimed.toLowerCase()).toContain(FLEXIBLE_WALLET[locale as keyof typeof FLEXIBLE_WALLET]);
  });
});

describe('translateMessage', () => {
  it('maps an English contract message to the language, by its key', () => {
    expect(translateMessage(MSG.loginInvalid, 'hi')).toBe(MESSAGE_TABLES.hi.MSG.loginInvalid);
    expect(translateMessage(MSG.loginInvalid, 'es')).toBe('Correo electrónico o contraseña incorrectos');
    expect(translateMessage(CONSOLE_MSG.kycNoSubmission, 'es')).toBe(MESSAGE_TABLES.es.CONSOLE_MSG.kycNoSubmission);
    expect(translateMessage(OPERATORS_MSG.emailTaken, 'hi')).toBe(MESSAGE_TABLES.hi.OPERATORS_MSG.emailTaken);
    expect(translateMessage(RESERVES_MSG.noLeaf, 'es')).toBe(MESSAGE_TABLES.es.RESERVES_MSG.noLeaf);
    expect(translateMessage(NOTIFICATIONS_MSG.kindInvalid, 'hi')).toBe(MESSAGE_TABLES.hi.NOTIFICATIONS_MSG.kindInvalid);
  });

  it('keeps English as it is, and a sentence that is not a contract message', () => {
    expect(translateMessage(MSG.loginInvalid, 'en')).toBe(MSG.loginInvalid);
    expect(translateMessage('Too small: expected number to be >0', 'hi')).toBe('Too small: expected number to be >0');
    expect(translateMessage(MESSAGE_TABLES.es.MSG.otpWrong, 'es')).toBe(MESSAGE_TABLES.es.MSG.otpWrong);
  });

  it('carries the values of a sentence built from a pattern into the translation', () => {
    expect(translateMessage(amountBelowMinimumMessage(10), 'hi')).toBe('कृपया कम से कम 10 की राशि दर्ज करें');
    // The minimum itself is allowed, so every language says "at least", never "more than".
    expect(amountBelowMinimumMessage(199)).toBe('Please enter an amount of at least 199');
    expect(translateMessage(amountBelowMinimumMessage(199), 'es')).toBe('Introduce un importe de al menos 199');
    expect(translateMessage(amountAboveMaximumMessage(1_000_000), 'es')).toBe(
      'Introduce un importe de hasta 1,000,000',
    );
    expect(translateMessage(`${MSG.copyFailed} 0xabc`, 'es')).toBe(
      'No se pudo copiar. Selecciona el texto y cópialo a mano: 0xabc',
    );
  });

  it('gives the same English sentence the same translation, whichever key it has', () => {
    for (const table of Object.values(MESSAGE_TABLES)) {
      const seen = new Map<string, string>();
      for (const group of Object.keys(ENGLISH).filter((name) => name !== 'MSG_PATTERNS') as (keyof typeof ENGLISH)[]) {
        const english: Record<string, string> = ENGLISH[group];
        const translated: Record<string, string> = table[group];
        for (const [key, text] of Object.entries(english)) {
          if (seen.has(text)) expect(translated[key], key).toBe(seen.get(text));
          else seen.set(text, translated[key] ?? '');
        }
      }
    }
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['es-ES', 'es'],
    ['es-419,en;q=0.5', 'es'],
    ['fr-FR, de;q=0.9', 'en'],
    ['fr, es;q=0.8', 'es'],
    ['en;q=0.4, hi;q=0.9', 'hi'],
    ['hi;q=0.5, es;q=0.7, en;q=0.6', 'es'],
    ['es;q=0, hi;q=0.1', 'hi'],
    ['es;q=0', 'en'],
    ['hi, es', 'hi'],
    ['*', 'en'],
    ['HI-in;Q=1', 'hi'],
    ['es;q=abc, hi;q=0.2', 'hi'],
  ])('%j -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
