export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(message: string, options: { status: number; code: string }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
  }
}

/** Status 0: the request never got an answer. */
export const NETWORK_ERROR_CODE = 'NETWORK';
