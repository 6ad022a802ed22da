import { DEFAULT_LOCALE, isLocale, type Locale, localeNamedBy } from '@app/contract/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';

// docs/product.md#languages: what the API writes for a reader is in the language the request's Accept-Language asks
// for among ours, else the signed-in member's stored language, else English. The header decides without a database
// read; the stored language is read at most once per request, and only when the header does not decide.

const resolved = new WeakMap<FastifyRequest, Promise<Locale>>();

export function requestLocale(request: FastifyRequest, ctx: AppContext): Promise<Locale> {
  let locale = resolved.get(request);
  if (!locale) {
    locale = resolveLocale(request, ctx);
    resolved.set(request, locale);
  }
  return locale;
}

async function resolveLocale(request: FastifyRequest, ctx: AppContext): Promise<Locale> {
  const asked = localeNamedBy(request.headers['accept-language']);
  if (asked) return asked;
  const userId = request.auth?.userId;
  // A database that fails here must not turn the answer (often the refusal telling of that failure) into another.
  return userId ? storedLocale(ctx, userId).catch(() => DEFAULT_LOCALE) : DEFAULT_LOCALE;
}

/** The member's stored language (sign-up, then the language switch); English when none was kept. */
export async function storedLocale(ctx: AppContext, userId: string): Promise<Locale> {
  const [row] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}
