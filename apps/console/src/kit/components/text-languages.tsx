import { LOCALE_NAMES, type Locale } from '@app/contract';

// Operators' texts are kept per language (docs/decisions/029-texts-per-language.md): the editors show a tab each, in
// the order operators write them, English first, and say which languages are behind the English text.
export const EDIT_LANGUAGES: readonly Locale[] = ['en', 'es', 'hi'];

/** The languages by their own names, joined as a list, in the editors' order. */
export function languageList(languages: readonly Locale[]): string {
  return EDIT_LANGUAGES.filter((language) => languages.includes(language))
    .map((language) => LOCALE_NAMES[language])
    .join(', ');
}

/** A tab's label: the language by its own name, read out in that language. */
export function LanguageLabel({ language }: { language: Locale }) {
  return <span lang={language}>{LOCALE_NAMES[language]}</span>;
}

/** The notice above an editor naming the languages behind the English text; nothing when none are. */
export function BehindNotice({
  behind,
  message,
}: {
  behind: readonly Locale[];
  message: (languages: string) => string;
}) {
  if (behind.length === 0) return null;
  return (
    <p role="status" className="rounded-xl border border-amber-700/60 bg-amber-950/40 px-4 py-3 text-sm text-amber-100">
      {message(languageList(behind))}
    </p>
  );
}
