import { DEFAULT_LOCALE, isLocale, type Locale, localeNamedBy } from '@app/contract/i18n';
import type { FastifyRequest } from 'fastify';

// docs/product.md#languages: what the API writes for a reader is in the language the request's Accept-Language asks
// for among ours, else the signed-in member's stored language, else English. Neither costs a database read: the stored
// language comes with the session (modules/sessions/sessions.ts), which a language change makes every process forget.

export function requestLocale(request: FastifyRequest): Locale {
  const asked = localeNamedBy(request.headers['accept-language']);
  if (asked) return asked;
  const stored = request.auth?.locale;
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
