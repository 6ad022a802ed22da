import { ERROR_STATUS, type ErrorCode } from '@app/contract';

/** A failed rule: the error handler answers `{ success: false, message, code }` with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
  }
}
