import {
  type AdminPackageRow,
  microsToDecimalText,
  type PackageTranslation,
  type packageCreateBody,
  parseUsdtToMicros,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@app/contract';
import type { z } from 'zod';
import type { NewPackage, PackageChanges } from '../api/save-package';

// What the package form holds and sends: every term for a new package, only the changed ones for an existing one
// (the rest keep), the name and description per language among them (docs/product.md#packages).

type LanguageTexts = { title: string; description: string };
export type PackageForm = Omit<z.input<typeof packageCreateBody>, 'translations'> & {
  translations: Record<TranslatedLocale, LanguageTexts>;
};
/** The form's checked values: a language left blank is null (no texts in it). */
export type PackageTerms = Omit<z.output<typeof packageCreateBody>, 'translations'> & {
  translations: Record<TranslatedLocale, PackageTranslation | null>;
};

const maxPriceText = (micros: bigint | null) => (micros === null ? null : microsToDecimalText(micros));
const maxPriceMicros = (pack: AdminPackageRow) => (pack.maxPrice === null ? null : parseUsdtToMicros(pack.maxPrice));

export function packageBody(terms: PackageTerms): NewPackage {
  const translations: NewPackage['translations'] = {};
  for (const language of TRANSLATED_LOCALES) {
    const texts = terms.translations[language];
    if (texts) translations[language] = texts;
  }
  return {
    ...terms,
    price: microsToDecimalText(terms.price),
    maxPrice: maxPriceText(terms.maxPrice),
    translations,
  };
}

function translationChanges(pack: AdminPackageRow, terms: PackageTerms): PackageChanges['translations'] {
  const changes: NonNullable<PackageChanges['translations']> = {};
  for (const language of TRANSLATED_LOCALES) {
    const kept = pack.translations[language];
    const sent = terms.translations[language];
    if (!sent) {
      if (kept) changes[language] = null;
    } else if (!kept || kept.title !== sent.title || kept.description !== sent.description) {
      changes[language] = sent;
    }
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

export function packageChanges(pack: AdminPackageRow, terms: PackageTerms): PackageChanges {
  const changes: PackageChanges = {};
  if (terms.title !== pack.title) changes.title = terms.title;
  if (terms.description !== pack.description) changes.description = terms.description;
  const translations = translationChanges(pack, terms);
  if (translations) changes.translations = translations;
  if (terms.price !== parseUsdtToMicros(pack.price)) changes.price = microsToDecimalText(terms.price);
  if (terms.yield !== pack.yield) changes.yield = terms.yield;
  if (terms.maturity !== pack.maturity) changes.maturity = terms.maturity;
  if (terms.status !== pack.status) changes.status = terms.status;
  if (terms.category !== pack.category) changes.category = terms.category;
  if (terms.maxPrice !== maxPriceMicros(pack)) changes.maxPrice = maxPriceText(terms.maxPrice);
  if (terms.handlingFee !== pack.handlingFee) changes.handlingFee = terms.handlingFee;
  return changes;
}

/** The form's first values: the package's, or a new package's. */
export function packageFormValues(pack?: AdminPackageRow): PackageForm {
  const textsIn = (language: TranslatedLocale) => ({
    title: pack?.translations[language]?.title ?? '',
    description: pack?.translations[language]?.description ?? '',
  });
  const translations = { es: textsIn('es'), hi: textsIn('hi') };
  if (!pack) {
    return {
      title: '',
      description: '',
      price: '',
      status: 'active',
      category: 'package',
      maxPrice: '',
      handlingFee: 0,
      translations,
    } as PackageForm;
  }
  return {
    title: pack.title,
    description: pack.description,
    price: String(pack.price),
    yield: pack.yield,
    maturity: pack.maturity,
    status: pack.status,
    category: pack.category,
    maxPrice: pack.maxPrice === null ? '' : String(pack.maxPrice),
    handlingFee: pack.handlingFee,
    translations,
  };
}
