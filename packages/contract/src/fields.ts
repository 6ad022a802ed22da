import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_LENGTH } from './constants';
import { MSG } from './messages';

// Field rules shared by every form and request. A missing key and an empty string give the same message.

// Control characters have no place in a name, an address or a title, and PostgreSQL cannot store NUL at all.
// Multi-line fields (a message, a reason) keep line breaks and tabs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

// Half of a surrogate pair is not text: JSON and PostgreSQL refuse it where it is stored.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses control characters and broken symbols in a text field with their own message. */
export function plainText<T extends z.ZodString>(schema: T, options: { multiline?: boolean } = {}) {
  return schema
    .regex(options.multiline ? MULTI_LINE : SINGLE_LINE, MSG.controlCharacters)
    .refine((text) => !LONE_SURROGATE.test(text), MSG.controlCharacters);
}

export function requiredText(message: string, max = 200, options: { multiline?: boolean } = {}) {
  return plainText(z.string({ error: message }).trim().min(1, message).max(max, message), options);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * A web or e-mail address inside a text: a scheme, "www.", an address with "@", or a name ending in a common top-level
 * domain. A member's chosen name reaches other members' mails, under their anti-phishing code, so it may hold none
 * (docs/decisions/046-no-way-around-the-second-person.md).
 */
export const ADDRESS_IN_TEXT =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[^\s@]+@[^\s@]+\.[^\s@]{2,}|\b[a-z0-9-]+\.(?:com|net|org|io|co|info|biz|xyz|app|site|online|top|link|me|ru|cn|in|uk|us|ly|gg|to|cc|tk|ml|click|example|dev|live|club|shop|vip|pro)\b/i;

/** How long a member's chosen name is when another member's mail or notice shows it. */
export const CHOSEN_NAME_SHOWN = 40;

/**
 * A member's chosen name as another member's mail or notice shows it: any address in it (an account made before the
 * rule) cut to "…", and at most CHOSEN_NAME_SHOWN characters, so the name can never carry a link under the reader's
 * anti-phishing code.
 */
export function chosenName(name: string): string {
  const global = new RegExp(`${ADDRESS_IN_TEXT.source}\\S*`, 'gi');
  const plain = name.replace(global, '…').replace(/\s+/g, ' ').trim();
  return plain.length > CHOSEN_NAME_SHOWN ? `${plain.slice(0, CHOSEN_NAME_SHOWN - 1).trimEnd()}…` : plain;
}

/** A person's name as they choose it: required, at most `max` characters, and no web or e-mail address in it. */
export function personNameField(max: number) {
  return requiredText(MSG.fullNameRequired, max).refine((name) => !ADDRESS_IN_TEXT.test(name), MSG.fullNameNoAddress);
}

export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .regex(SINGLE_LINE, MSG.controlCharacters)
    .refine((text) => !LONE_SURROGATE.test(text), MSG.controlCharacters)
    .regex(EMAIL_PATTERN, invalid)
    .transform((email) => email.toLowerCase());
}

/** Fewer different characters than this is a pattern, not a password ("aaaaaaaa", eight spaces). */
const PASSWORD_MIN_DISTINCT = 4;

// NIST 800-63B: length, no composition rules; the server also refuses the most common passwords.
export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong)
  .refine((password) => new Set(password).size >= PASSWORD_MIN_DISTINCT, MSG.passwordTooCommon);

export const confirmPasswordField = z
  .string({ error: MSG.confirmPasswordRequired })
  .min(1, MSG.confirmPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

/** Spaces, dashes, dots and brackets people type inside a number: dropped before the number is checked and kept. */
const PHONE_PUNCTUATION = /[\s\-.()]/g;
/** The spec's national number (PHONE_LENGTH digits), or an international one: + and 8 to 15 digits (E.164). */
const PHONE_PATTERN = new RegExp(`^(\\d{${PHONE_LENGTH}}|\\+[1-9]\\d{7,14})$`);

/**
 * A mobile number: 10 national digits (docs/product.md#accounts), or any country's with its code
 * ("+44 7700 900123"), kept without its punctuation. The server also checks an international number's length against its country's numbering plan
 * (apps/api/src/lib/phone.ts); that check's data is too large to load on every page.
 */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .transform((phone) => phone.replace(PHONE_PUNCTUATION, ''))
  .refine((phone) => PHONE_PATTERN.test(phone), MSG.phoneInvalid);

export function otpField(required: string = MSG.otpRequired) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpInvalidFormat);
}

export const referralCodeField = z
  .string({ error: MSG.referralRequired })
  .trim()
  .min(1, MSG.referralRequired)
  .max(32, MSG.referralInvalid)
  .regex(SINGLE_LINE, MSG.controlCharacters)
  .transform((code) => code.toUpperCase());

export const idParam = z.string().uuid({ error: MSG.notFound });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a date filter takes, both included. JavaScript's dates take year 0, PostgreSQL's do not (a filter from
 * 0000-01-01 failed its statement); nothing on the platform is older than 2000, and 9999 is the last year four digits
 * write, well inside what PostgreSQL's dates and timestamps hold (docs/product.md#statement).
 */
export const DAY_EARLIEST = '2000-01-01';
export const DAY_LATEST = '9999-12-31';

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not), from DAY_EARLIEST to DAY_LATEST. */
export const dayField = z
  .string()
  .regex(DAY_PATTERN, MSG.dayInvalid)
  .refine((day) => {
    // Checks keep running after the pattern fails, so a malformed day must not reach toISOString (it throws).
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, MSG.dayInvalid)
  // A malformed day has its message already; only a real one is held to the range (YYYY-MM-DD compares as text).
  .refine((day) => !DAY_PATTERN.test(day) || (day >= DAY_EARLIEST && day <= DAY_LATEST), MSG.dayOutOfRange);
