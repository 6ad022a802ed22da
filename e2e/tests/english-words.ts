import type { Page } from '@playwright/test';

// docs/decisions/017-translations.md: a translated screen shows no English word but the terms every language keeps
// (docs/product.md#languages) and what people wrote, which the check leaves out. The screens mark translate="no" only
// names, addresses, hashes and amounts (and a member's own anti-phishing phrase), so skipping those marks skips
// nothing a translation should have reached.
const KEPT_WORDS = new Set(['USDT', 'BEP-20', 'OTP', 'UID', 'BNB', 'Smart', 'Chain']);
/** Words only English writes: in a Spanish screen, any of them is a text left untranslated. */
const ENGLISH_ONLY = new Set(
  (
    'the and of to your you is are with for on in at by from please wallet withdraw withdrawal withdrawals pending ' +
    'success rejected loading amount charge address team members member active inactive next back submit credits ' +
    'credit posted requested approved available minimum history view all step details paid my search'
  ).split(' '),
);

/** The English words in `locator`'s text, leaving out the elements `skip` matches (names, addresses, amounts). */
export async function englishWordsIn(
  locator: ReturnType<Page['locator']>,
  locale: 'hi' | 'es',
  skip = '',
  written: string[] = [],
) {
  const text = await locator.evaluate((element, skipped) => {
    const copy = element.cloneNode(true) as HTMLElement;
    if (skipped) {
      for (const each of Array.from(copy.querySelectorAll(skipped))) each.remove();
    }
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
    return parts.join(' ');
  }, skip);
  return englishWords(text, locale, written);
}

/** The English words of a text (a mail's subject or body), leaving out the kept terms and what people wrote. */
export function englishWords(text: string, locale: 'hi' | 'es', written: string[] = []): string[] {
  const words = text.match(/\p{L}[\p{L}-]*\p{L}/gu) ?? [];
  return words.filter((word) => {
    // Hashes and addresses (0xabc…def) are hexadecimal, and the network is the operator's name for it (USDT-BEP20).
    if (KEPT_WORDS.has(word) || /^[0-9a-fA-Fx]+$/.test(word) || word.includes('BEP')) return false;
    if (written.some((text) => text.includes(word))) return false;
    return locale === 'hi' ? /^[A-Za-z-]+$/.test(word) : ENGLISH_ONLY.has(word.toLowerCase());
  });
}
