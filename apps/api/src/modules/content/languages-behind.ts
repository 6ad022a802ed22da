import { LOCALES, type Locale } from '@app/contract';

// Which languages of an operator's text still show older words than its English one
// (docs/decisions/029-texts-per-language.md): English changed after a language's text, or English changed and that
// language never written. Without an English change no language is behind: the shipped texts agree.

export function languagesBehind(options: { englishAt: Date | undefined; others: Map<Locale, Date> }): Locale[] {
  const { englishAt, others } = options;
  if (!englishAt) return [];
  return LOCALES.filter((language) => {
    if (language === 'en') return false;
    const at = others.get(language);
    return !at || at.getTime() < englishAt.getTime();
  });
}
