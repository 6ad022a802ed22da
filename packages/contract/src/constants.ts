// Business constants of docs/product.md#security.
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_PAGE = 1;
export const PURCHASE_MODAL_WIDTH_PX = 400;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;
export const REFERRAL_PATH = '/referalsignup?ref=';

export const ROLE = { user: 'User', vendor: 'Vendor', admin: 'Admin' } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** localStorage keys of docs/product.md#web-client. */
export const STORAGE_KEY = {
  memberToken: 'access_token',
  vendorToken: 'access_token_vendor',
  userName: 'user_name',
  user: 'access_user',
  email: 'user_email',
  phone: 'user_phone',
  adminToken: 'access_token_admin',
} as const;
