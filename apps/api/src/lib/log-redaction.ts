import type { PinoLoggerOptions } from 'fastify/types/logger';

// Logs leave the server (files, collectors, support tickets): they must not carry what a query was given
// (password hashes, e-mails, phones, codes) nor personal fields of a request (decision 006).

const PARAMS_TAIL = /\nparams: [\s\S]*$/;
const PERSONAL_KEYS = ['password', 'passwordHash', 'confirmPassword', 'email', 'phone', 'otp', 'code', 'api_token'];

function scrub(text: string): string {
  return text.replace(PARAMS_TAIL, '\nparams: [redacted]');
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  cause?: LoggedError;
};

/** An error as logged: type, message, stack and codes; never the query's parameters, the row's detail or values. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as Error & { code?: unknown; constraint?: unknown };
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    // The stack's first line repeats the message.
    stack: (error.stack ?? '').replace(error.message, scrub(error.message)),
  };
  if (fields.code !== undefined) logged.code = fields.code;
  if (fields.constraint !== undefined) logged.constraint = fields.constraint;
  if (error.cause !== undefined && depth < 4) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

function withoutQuery(url: string | undefined): string | undefined {
  return url?.split('?', 1)[0];
}

export function loggerOptions(level: string): PinoLoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`])],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: { method?: string; url?: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: withoutQuery(request.url),
      }),
    },
  };
}
