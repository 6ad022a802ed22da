import { type ChangeSubject, chosenName, DEFAULT_LOCALE, isLocale, type Locale, OTP_TTL_SECONDS } from '@app/contract';
import { ACCOUNT_CLOSED_MAIL } from './account-closed-mail.texts';
import { KYC_REVIEWED_MAIL } from './account-mail.texts';
import { ANTI_PHISHING_LINES } from './anti-phishing-mail.texts';
import { CODE_MAIL, type CodePurpose, TRANSFER_CODE_MAIL, WITHDRAWAL_CODE_MAIL } from './code-mail.texts';
import { DATA_EXPORT_READY_MAIL } from './data-export-mail.texts';
import { ACCOUNT_FROZEN_MAIL, UNFREEZE_REQUESTED_MAIL } from './freeze-mail.texts';
import type { MailMessage, MailWords } from './mailer';
import { NEW_ADDRESS_HOLD_MAIL, TRANSFER_RECEIVED_MAIL } from './money-mail.texts';
import { NOTIFICATION_FRAME } from './notification-mail.texts';
import {
  CONTACT_MAIL,
  OPERATOR_INVITE_MAIL,
  SETTING_CHANGE_MAIL,
  type SettingChangeEvent,
} from './operator-mail.texts';
import { SECURITY_ALERT_MAIL, type SecurityAlertKind, type UsdtAddressChange } from './security-alert-mail.texts';
import { dateTimeIn, inLanguage, type Texts, usdtIn } from './texts';

// Every mail is written in its reader's language (docs/product.md#languages): `locale` is a member's stored language
// or the language of the request that sends the mail; anything else reads English. Every mail names the operator's
// company (the companyName setting, docs/product.md#site), never a fixed name, the same in every language.

const minutes = OTP_TTL_SECONDS / 60;

type MailLocale = string | null | undefined;

function languageOf(locale: MailLocale): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function message(to: string, words: MailWords): MailMessage {
  return { to, subject: words.subject, text: words.lines.join('\n') };
}

/** Who a mail goes to, in which language, and the company that signs it. */
interface MailTo {
  company: string;
  to: string;
  locale: MailLocale;
}

/** A mail that greets its reader by name. */
interface MailToPerson extends MailTo {
  fullName: string;
}

/** A catalog's words in the reader's language; `values` gets the language to write amounts and dates in. */
function wordsIn<Values>(
  catalog: Texts<(values: Values) => MailWords>,
  locale: MailLocale,
  values: (language: Locale) => Values,
): MailWords {
  const language = languageOf(locale);
  return catalog[language](values(language));
}

function mailIn<Values>(
  catalog: Texts<(values: Values) => MailWords>,
  options: MailTo,
  values: (language: Locale) => Values,
): MailMessage {
  return message(options.to, wordsIn(catalog, options.locale, values));
}

/** The company that signs a mail and the name it greets, each kept on one line. */
function signedTo(options: MailToPerson): { company: string; fullName: string } {
  return { company: oneLine(options.company), fullName: oneLine(options.fullName) };
}

export function otpMail(options: MailTo & { code: string; purpose: CodePurpose }): MailMessage {
  return mailIn(CODE_MAIL, options, () => ({
    company: oneLine(options.company),
    code: options.code,
    minutes,
    purpose: options.purpose,
  }));
}

/**
 * The withdrawal code names what it confirms, so a member who did not ask for it sees at once what is at stake:
 * `packageTitle` for a capital withdrawal, null for one from the Flexible wallet.
 */
export function withdrawalOtpMail(
  options: MailTo & { code: string; netMicros: bigint; address: string; packageTitle: string | null; refund: boolean },
): MailMessage {
  return mailIn(WITHDRAWAL_CODE_MAIL, options, (language) => ({
    refund: options.refund,
    company: oneLine(options.company),
    code: options.code,
    minutes,
    net: usdtIn(language, options.netMicros),
    address: options.address,
    packageTitle: options.packageTitle === null ? null : oneLine(options.packageTitle),
  }));
}

/**
 * A withdrawal to an address the member was never paid at: it waits out the cool-down, and the link cancels it and
 * returns the amount (docs/decisions/011-payout-safety.md).
 */
export function newAddressHoldMail(
  options: MailTo & {
    site: string;
    address: string;
    netMicros: bigint;
    holdUntil: Date;
    cancelPath: string;
    refund: boolean;
  },
): MailMessage {
  return mailIn(NEW_ADDRESS_HOLD_MAIL, options, (language) => ({
    refund: options.refund,
    company: oneLine(options.company),
    net: usdtIn(language, options.netMicros),
    address: options.address,
    until: dateTimeIn(language, options.holdUntil),
    cancelLink: siteLink(options.site, options.cancelPath),
  }));
}

/** The transfer code names the amount and the receiver, so a member who did not ask for it sees what is at stake. */
export function transferOtpMail(
  options: MailTo & { code: string; amountMicros: bigint; receiverName: string; receiverUid: string },
): MailMessage {
  return mailIn(TRANSFER_CODE_MAIL, options, (language) => ({
    company: oneLine(options.company),
    code: options.code,
    minutes,
    amount: usdtIn(language, options.amountMicros),
    receiverName: oneLine(options.receiverName),
    receiverUid: options.receiverUid,
  }));
}

/** Tells the receiver a transfer reached their Electronic Wallet. */
export function transferReceivedMail(
  options: MailToPerson & { amountMicros: bigint; senderName: string; senderUid: string },
): MailMessage {
  return mailIn(TRANSFER_RECEIVED_MAIL, options, (language) => ({
    ...signedTo(options),
    amount: usdtIn(language, options.amountMicros),
    senderName: chosenName(oneLine(options.senderName)),
    senderUid: options.senderUid,
  }));
}

/**
 * A page of the site as a whole address, which mail clients make clickable; a bare path is not. `site` is PUBLIC_URL,
 * kept without a trailing slash.
 */
function siteLink(site: string, path: string): string {
  return `${site}${path}`;
}

/** A name typed by a member, kept on one line of a mail. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A /contactForm message forwarded to the operator; replying answers the visitor directly. */
export function contactMail(options: {
  to: string;
  name: string;
  email: string;
  description: string;
  locale: MailLocale;
}): MailMessage {
  // Collapsed to one line: the name is visitor input and lands in a header.
  const write = inLanguage(CONTACT_MAIL, options.locale);
  const words = write({ name: oneLine(options.name), email: options.email, description: options.description });
  return { ...message(options.to, words), replyTo: options.email };
}

/** An operator's invitation: the one-time link that sets their password. */
export function operatorInviteMail(
  options: MailToPerson & { site: string; invitedBy: string | null; path: string; hours: number },
): MailMessage {
  return mailIn(OPERATOR_INVITE_MAIL, options, () => ({
    ...signedTo(options),
    invitedBy: options.invitedBy === null ? null : oneLine(options.invitedBy),
    setPasswordLink: siteLink(options.site, options.path),
    loginLink: siteLink(options.site, '/admin/login'),
    hours: options.hours,
  }));
}

/** A member closed their account: the last mail to the address it had. */
export function accountClosedMail(options: MailToPerson & { at: Date }): MailMessage {
  return mailIn(ACCOUNT_CLOSED_MAIL, options, (language) => ({
    ...signedTo(options),
    at: dateTimeIn(language, options.at),
  }));
}

/** A member's own freeze: `what` says whether it now holds or a lift was asked for; `at` is when either happens. */
export function freezeMail(
  options: MailToPerson & { site: string; what: 'frozen' | 'unfreezeRequested'; at: Date },
): MailMessage {
  return mailIn(options.what === 'frozen' ? ACCOUNT_FROZEN_MAIL : UNFREEZE_REQUESTED_MAIL, options, (language) => ({
    ...signedTo(options),
    at: dateTimeIn(language, options.at),
    settingsLink: siteLink(options.site, '/settings'),
  }));
}

/** A security alert with its "This wasn't me" link, whose text is also the HTML's link. */
export function securityAlertMail(
  options: MailToPerson & {
    site: string;
    kind: SecurityAlertKind;
    device: string;
    ip: string;
    at: Date;
    freezePath: string;
    days: number;
    usdtAddress?: UsdtAddressChange;
    operator?: string;
  },
): MailMessage {
  const freezeLink = siteLink(options.site, options.freezePath);
  const words = wordsIn(SECURITY_ALERT_MAIL, options.locale, (language) => ({
    ...signedTo(options),
    kind: options.kind,
    device: oneLine(options.device),
    ip: oneLine(options.ip),
    at: dateTimeIn(language, options.at),
    freezeLink,
    days: options.days,
    usdtAddress: options.usdtAddress,
    operator: options.operator && oneLine(options.operator),
  }));
  return { ...message(options.to, words), html: htmlOf(words.lines, freezeLink) };
}

/** The outcome of an identity check, with the operator's reason when it was rejected. */
export function kycReviewedMail(
  options: MailToPerson & { site: string; outcome: 'approved' | 'rejected'; reason: string | null },
): MailMessage {
  return mailIn(KYC_REVIEWED_MAIL, options, () => ({
    ...signedTo(options),
    approved: options.outcome === 'approved',
    reason: options.reason ?? '',
    settingsLink: siteLink(options.site, '/settings'),
  }));
}

/**
 * A notification of the member's centre, mailed by the background job (docs/product.md#notifications), framed in
 * the member's language (English when they chose none). A site link is stored as a path and mailed whole; an
 * explorer link is whole already.
 */
export function notificationMail(options: {
  company: string;
  site: string;
  to: string;
  fullName: string;
  title: string;
  body: string;
  link: string | null;
  locale?: string | null;
}): MailMessage {
  const where = options.link?.startsWith('/') ? siteLink(options.site, options.link) : options.link;
  const frame = inLanguage(NOTIFICATION_FRAME, options.locale);
  return {
    to: options.to,
    subject: `${oneLine(options.company)}: ${oneLine(options.title)}`,
    text: [
      frame.hello(oneLine(options.fullName)),
      '',
      options.body,
      ...(where ? ['', `${frame.see} ${where}`] : []),
      '',
      frame.choose,
      siteLink(options.site, '/settings'),
    ].join('\n'),
  };
}

/** The console page where each kind of change waiting for a second owner is decided. */
const CHANGE_REVIEW_PAGES = {
  settings: '/admin/settings',
  package: '/admin/packages',
  operator: '/admin/operators',
  funds: '/admin',
} as const satisfies Record<ChangeSubject, string>;

/**
 * Sent to every active operator when a change to a setting that guards money is asked for, approved or rejected
 * (docs/decisions/020-operator-roles.md): a change made by one owner alone cannot pass unseen.
 */
export function settingChangeMail(
  options: MailTo & {
    site: string;
    subject: ChangeSubject;
    event: SettingChangeEvent;
    requestedBy: string;
    reviewedBy: string | null;
    reason: string | null;
    /** What the change is of, by name (a package's title). */
    targetName: string | null;
    changes: { key: string; from: unknown; to: unknown }[];
  },
): MailMessage {
  return mailIn(SETTING_CHANGE_MAIL, options, () => ({
    company: oneLine(options.company),
    subject: options.subject,
    event: options.event,
    requestedBy: options.requestedBy,
    reviewedBy: options.reviewedBy,
    reason: options.reason === null ? null : oneLine(options.reason),
    targetName: options.targetName === null ? null : oneLine(options.targetName),
    changeLines: options.changes.map((change) =>
      // A new package or owner has no value before.
      change.from === undefined
        ? `- ${change.key}: ${JSON.stringify(change.to)}`
        : `- ${change.key}: ${JSON.stringify(change.from)} -> ${JSON.stringify(change.to)}`,
    ),
    reviewLink: siteLink(options.site, CHANGE_REVIEW_PAGES[options.subject]),
  }));
}

/**
 * The link to a member's copy of their own data (docs/product.md#your-data): valid `hours`, until `expiresAt`. Sent
 * as text and as HTML made of the same lines, the link an anchor.
 */
export function dataExportReadyMail(
  options: MailToPerson & { site: string; path: string; hours: number; expiresAt: Date },
): MailMessage {
  const link = siteLink(options.site, options.path);
  const words = wordsIn(DATA_EXPORT_READY_MAIL, options.locale, (language) => ({
    ...signedTo(options),
    link,
    hours: options.hours,
    until: dateTimeIn(language, options.expiresAt),
  }));
  return { ...message(options.to, words), html: htmlOf(words.lines, link) };
}

/**
 * The mail with the reader's anti-phishing code on its first line and what the code is for on its last, in the
 * reader's language; its HTML, if any, the same (docs/product.md#anti-phishing-code).
 */
export function stampAntiPhishingCode(mail: MailMessage, options: { code: string; locale: MailLocale }): MailMessage {
  const { top, bottom } = ANTI_PHISHING_LINES[languageOf(options.locale)](options.code);
  const stamped = { ...mail, text: [top, '', mail.text, '', bottom].join('\n') };
  if (!mail.html) return stamped;
  const html = mail.html
    .replace('<body>', `<body><p><strong>${escapeHtml(top)}</strong></p>\n`)
    .replace('</body>', `\n<p>${escapeHtml(bottom)}</p></body>`);
  return { ...stamped, html };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A mail's lines as HTML: blank lines part paragraphs, every value escaped (a member's name is their input). */
function htmlOf(lines: string[], link: string): string {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') paragraphs.push([]);
    else
      paragraphs
        .at(-1)
        ?.push(line === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(line));
  }
  const body = paragraphs
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body>${body}</body></html>`;
}
