import { ERROR_STATUS, type ErrorCode } from '@app/contract';

/** Where a request stands under the limit that refused it: answered as the RateLimit headers of a 429. */
export interface RateLimitState {
  /** The rule's name, e.g. `login:ip`. */
  policy: string;
  /** Requests the window allows. */
  quota: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window ends and the quota is whole again. */
  resetSeconds: number;
}

/** A failed rule: the error handler answers `{ success: false, message, code }` with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** A refusal that ends by itself (a limit, a cooldown): answered as Retry-After. */
  readonly retryAfterSeconds?: number;
  readonly rateLimit?: RateLimitState;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number; rateLimit?: RateLimitState },
  ) {
    super(message, options);
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds ?? options?.rateLimit?.resetSeconds;
    this.rateLimit = options?.rateLimit;
  }
}
