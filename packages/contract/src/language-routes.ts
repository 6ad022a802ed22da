import { z } from 'zod';
import { messageEnvelope } from './envelope';
import { LOCALES } from './i18n/locales';
import { MSG } from './messages';
import { twins } from './route-def';

// docs/product.md#languages: the member's chosen language, kept on the account for what is sent to them later.
export const languageBody = z.object({ locale: z.enum(LOCALES, { error: MSG.languageInvalid }) });
export type LanguageBody = z.input<typeof languageBody>;

export const languageRoutes = {
  saveLanguage: twins('language', {
    method: 'POST',
    summary: "Keeps the member's chosen language (en, hi or es) on the account",
    body: languageBody,
    response: messageEnvelope,
  }),
} as const;
