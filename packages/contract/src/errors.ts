// Error codes the server may answer with, and the HTTP status of each.
export const ERROR_STATUS = {
  /** A body, query or path parameter broke a rule of its schema. */
  VALIDATION: 400,
  /** The body could not be parsed as JSON, or nests deeper than JSON_MAX_DEPTH (refused before parsing). */
  BAD_JSON: 400,
  /** An OTP was wrong, expired, burnt or never sent. */
  OTP_INVALID: 400,
  /** Wrong e-mail or password at log-in (a 400: 401 is kept for tokens). */
  INVALID_CREDENTIALS: 400,
  /** No token, or an expired or revoked one. */
  UNAUTHENTICATED: 401,
  /** A valid token of the wrong kind, or a record of somebody else. */
  FORBIDDEN: 403,
  /** The member froze their own account: withdrawals and transfers wait until the freeze is lifted. */
  FROZEN: 403,
  /** Unknown route or record. */
  NOT_FOUND: 404,
  /** A mailed link past its validity (a data export's download after its 24 hours): ask for a new one. */
  LINK_EXPIRED: 410,
  /** The record exists already (an e-mail taken, say). */
  CONFLICT: 409,
  /** A wallet would go below zero. */
  INSUFFICIENT_FUNDS: 409,
  /** The body is larger than the configured limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** The request (headers and body) had not arrived whole within REQUEST_TIMEOUT_MS; the connection is closed. */
  REQUEST_TIMEOUT: 408,
  /** Too many calls from this address or for this account. */
  RATE_LIMITED: 429,
  /** The body is not JSON, or, on an upload, not multipart/form-data. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The mail server did not take a message (an OTP, say); nothing was kept. */
  MAIL_FAILED: 503,
  /** The database is away or too slow right now; nothing was changed, the call may be repeated. */
  UNAVAILABLE: 503,
  /** Maintenance is on: a member's money write waits until it ends (Retry-After); nothing was changed. */
  MAINTENANCE: 503,
  /** A bug: the message never leaks internals. */
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
