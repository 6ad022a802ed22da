import { type ErrorCode, MSG } from '@app/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

// Fastify's own failures, translated to the contract's codes and sentences.
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_JSON', message: MSG.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_JSON', message: MSG.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MSG.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.badJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_JSON', message: MSG.badJson },
};

function send(reply: { code(status: number): { send(body: unknown): unknown } }, error: AppError) {
  return reply.code(error.statusCode).send({ success: false, message: error.message, code: error.code });
}

/** Every failure leaves in the envelope `{ success: false, message, code }`; a 500 never shows internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return send(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Issues come in the schema's key order, which is the spec's order of checks.
      const first = error.validation[0];
      const isFieldMessage = first && first.instancePath !== '' && !first.message?.startsWith('Invalid input');
      const message = isFieldMessage && first.message ? first.message : MSG.invalidRequest;
      return send(reply, new AppError('VALIDATION', message));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return send(reply, new AppError(known.code, known.message));
    if (error.statusCode === 429) return send(reply, new AppError('RATE_LIMITED', MSG.rateLimited));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ success: false, message: MSG.invalidRequest, code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, new AppError('INTERNAL', MSG.internal));
  });
}
