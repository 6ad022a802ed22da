// Business constants both apps enforce (docs/product.md#security).
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/**
 * The deepest nesting of brackets a JSON body may have; a deeper one is refused before it is parsed. The deepest
 * body of the contract (the settings' rank table) needs 3.
 */
export const JSON_MAX_DEPTH = 32;

export const ROLE = { user: 'User', vendor: 'Vendor', admin: 'Admin' } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
