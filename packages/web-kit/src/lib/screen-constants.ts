// What only the screens need (docs/product.md#web-client): the server knows none of it.
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_PAGE = 1;
export const PURCHASE_MODAL_WIDTH_PX = 400;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;
/** At most this many toasts on screen, newest on top: more would cover the page they report on. */
export const TOAST_MAX_VISIBLE = 3;
export const REFERRAL_PATH = '/referalsignup?ref=';

/** localStorage keys docs/product.md#web-client names. */
export const STORAGE_KEY = {
  memberToken: 'access_token',
  vendorToken: 'access_token_vendor',
  userName: 'user_name',
  user: 'access_user',
  email: 'user_email',
  phone: 'user_phone',
  adminToken: 'access_token_admin',
  /** The info announcements this browser closed, by id (docs/decisions/031-announcements.md). */
  dismissedAnnouncements: 'dismissed_announcements',
} as const;
