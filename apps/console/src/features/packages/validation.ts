// The package form's resolver, fetched on the form's first validation (lib/form-resolver.ts).
import { packageCreateBody, TRANSLATED_LOCALES } from '@app/contract';
import type { FieldValues, Resolver } from 'react-hook-form';
import { consoleFieldsResolver } from '../../kit/validation';
import type { PackageForm, PackageTerms } from './components/package-form-texts';

const resolveTerms = consoleFieldsResolver(packageCreateBody) as unknown as Resolver<
  FieldValues,
  unknown,
  PackageTerms
>;

/** A language's tab left blank is no text in that language: its readers read English (docs/product.md#packages). */
function withBlankLanguagesAsNone(values: PackageForm): FieldValues {
  const translations: Record<string, PackageForm['translations']['es'] | null> = {};
  for (const language of TRANSLATED_LOCALES) {
    const texts = values.translations[language];
    translations[language] = texts.title.trim() || texts.description.trim() ? texts : null;
  }
  return { ...values, translations };
}

export const packageFormResolver: Resolver<PackageForm, unknown, PackageTerms> = async (values, context, options) => {
  const resolved = await resolveTerms(withBlankLanguagesAsNone(values), context, options as never);
  if (Object.keys(resolved.errors).length > 0) return { values: {}, errors: resolved.errors };
  const terms = resolved.values as PackageTerms;
  // The contract leaves a language out as undefined; the form says null (none) for each.
  return {
    values: { ...terms, translations: { es: terms.translations.es ?? null, hi: terms.translations.hi ?? null } },
    errors: {},
  };
};
