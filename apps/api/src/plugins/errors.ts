import { type ErrorCode, installPlainIssueMessages, MSG } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { READ_ONLY_EXPLAINED } from '../db/database-role';
import {
  type DatabaseErrorKind,
  databaseErrorKind,
  isDatabaseUnavailable,
  isOutOfRange,
  isReadOnlyDatabase,
  isUnstorableText,
} from '../db/errors';
import { AppError } from '../lib/app-error';
import { drainBody } from './uploads';

/**
 * A body refused from its Content-Length alone (past the route's limit) is still on its way: answered at once, the
 * connection closed under a client still writing was reset and the client never read its 413. The rest is read and
 * dropped first, as a lingering close does, for at most these bytes and this time; a client sending more or slower
 * is not waited for.
 */
const LINGER_MAX_BYTES = 32 * 1024 * 1024;
const LINGER_MAX_MS = 5_000;

async function lingerOver(request: FastifyRequest) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    drainBody(raw, 0, LINGER_MAX_BYTES),
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        raw.pause();
        resolve();
      }, LINGER_MAX_MS);
    }),
  ]);
  clearTimeout(timer);
}

// Fastify's own failures, translated to the contract's codes and sentences.
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_JSON', message: MSG.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_JSON', message: MSG.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MSG.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.badJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_JSON', message: MSG.badJson },
};

/**
 * A refusal that ends by itself says when (Retry-After), and a limit's refusal also says which limit and how it
 * stands, in the RateLimit-Policy and RateLimit fields of the IETF httpapi draft (docs/product.md#security).
 */
function sendWaitHeaders(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  const limit = error.rateLimit;
  if (!limit) return;
  reply.header('ratelimit-policy', `"${limit.policy}";q=${limit.quota};w=${limit.windowSeconds}`);
  reply.header('ratelimit', `"${limit.policy}";r=${limit.remaining};t=${limit.resetSeconds}`);
}

function send(reply: FastifyReply, error: AppError) {
  sendWaitHeaders(reply, error);
  return reply.code(error.statusCode).send({ success: false, message: error.message, code: error.code });
}

/** Database failures that are not bugs: the database away (503) or a value it cannot hold (400). */
function fromDatabase(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', MSG.unavailable, { cause: error });
  if (isOutOfRange(error)) return new AppError('VALIDATION', MSG.amountOutOfRange, { cause: error });
  if (isUnstorableText(error)) return new AppError('VALIDATION', MSG.controlCharacters, { cause: error });
  return null;
}

/**
 * 5xx answers that are the design at work, not a fault: maintenance refusing a money write (docs/product.md#maintenance)
 * is answered to every member's try while it lasts. The request log's one WARN line of a 503 says enough (README,
 * "Requests are not logged one by one"); an ERROR with a stack here would page whoever watches the errors.
 */
const REFUSALS_BY_DESIGN: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['MAINTENANCE']);

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) {
    const database = error.statusCode >= 500 ? fromDatabase(error.cause) : null;
    if (database) {
      if (isReadOnlyDatabase(error.cause)) request.log.warn({ err: error.cause }, READ_ONLY_EXPLAINED);
      return database;
    }
    if (error.statusCode >= 500 && !REFUSALS_BY_DESIGN.has(error.code)) {
      request.log.error({ err: error.cause ?? error }, error.message);
    }
    return error;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Issues come in the schema's key order, which is the order of checks docs/product.md#envelope gives.
    const first = error.validation[0];
    const isFieldMessage = first && first.instancePath !== '' && !first.message?.startsWith('Invalid input');
    return new AppError('VALIDATION', isFieldMessage && first.message ? first.message : MSG.invalidRequest);
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.code, known.message);
  // No limit of ours ends sooner than the minute of an OTP's resend cooldown.
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', MSG.rateLimited, { retryAfterSeconds: 60 });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION', MSG.invalidRequest);
  }
  const database = fromDatabase(error);
  if (database) {
    const why = isReadOnlyDatabase(error)
      ? READ_ONLY_EXPLAINED
      : database.code === 'UNAVAILABLE'
        ? 'database unavailable or too slow'
        : database.message;
    request.log.warn({ err: error }, why);
    return database;
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL', MSG.internal);
}

/**
 * Every failure leaves in the envelope `{ success: false, message, code }`; a 500 never shows internals. A database
 * error answered with a 5xx is told to `onDatabaseError` by kind (/metrics); one answered 400 was the caller's value.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { onDatabaseError?: (kind: DatabaseErrorKind) => void } = {},
) {
  // A rule a schema states without a message of its own is refused in a sentence naming the field, not zod's words.
  installPlainIssueMessages();
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await lingerOver(request);
    const appError = toAppError(error, request);
    if (appError.statusCode >= 500) {
      const kind = databaseErrorKind(error instanceof AppError ? error.cause : error);
      if (kind) options.onDatabaseError?.(kind);
    }
    if (appError.code === 'UNAVAILABLE') reply.header('retry-after', '5');
    return send(reply, appError);
  });
}
