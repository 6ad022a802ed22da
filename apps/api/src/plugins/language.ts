import { translateMessage } from '@app/contract/i18n';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from './request-locale';

// docs/product.md#languages: an answer's `message` in the reader's language (requestLocale: the Accept-Language
// header when it names one of ours, else the signed-in member's stored language, else English). The handlers and the
// error handler keep writing the contract's English sentences; this hook translates the envelope on its way out,
// successes and refusals alike.

interface MaybeEnvelope {
  message?: unknown;
}

export function registerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    // The answer depends on the header: a cache must not hand a Hindi answer to a Spanish reader.
    reply.header('vary', 'Accept-Language');
    if (payload === null || typeof payload !== 'object') return payload;
    const { message } = payload as MaybeEnvelope;
    if (typeof message !== 'string') return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    reply.header('content-language', locale);
    return { ...payload, message: translateMessage(message, locale) };
  });
}
