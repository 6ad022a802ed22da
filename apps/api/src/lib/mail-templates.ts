import { isLocale, type Locale, OTP_TTL_SECONDS } from '@app/contract';
import type { MailMessage } from './mailer';

const minutes = OTP_TTL_SECONDS / 60;

const purposeText = {
  signup: (company: string) => `to finish creating your ${company} account`,
  passwordReset: (company: string) => `to set a new password for your ${company} account`,
  operatorSignin: (company: string) => `to sign in to the ${company} operator console`,
} as const;

// Every mail names the operator's company (the companyName setting, docs/product.md#site), never a fixed name.
export function otpMail(options: {
  to: string;
  code: string;
  purpose: keyof typeof purposeText;
  company: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Your ${oneLine(options.company)} verification code: ${options.code}`,
    text: [
      `Your verification code is ${options.code}.`,
      '',
      `Enter it ${purposeText[options.purpose](oneLine(options.company))}. It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this e-mail; nobody can use your account without the code.',
    ].join('\n'),
  };
}

/** The withdrawal code names what it confirms, so a member who did not ask for it sees at once what is at stake. */
export function withdrawalOtpMail(options: {
  company: string;
  to: string;
  code: string;
  netAmount: string;
  address: string;
  what: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Your ${oneLine(options.company)} withdrawal code: ${options.code}`,
    text: [
      `Your withdrawal code is ${options.code}.`,
      '',
      `It confirms ${options.what}: ${options.netAmount} USDT after charges, sent to ${options.address}.`,
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, do not share it and change your password: nobody can withdraw without the code.',
    ].join('\n'),
  };
}

/**
 * A withdrawal to an address the member was never paid at: it waits out the cool-down, and the link cancels it and
 * returns the amount (docs/decisions/011-payout-safety.md).
 */
export function newAddressHoldMail(options: {
  company: string;
  site: string;
  to: string;
  address: string;
  netAmount: string;
  holdUntil: string;
  cancelPath: string;
}): MailMessage {
  const until = options.holdUntil.slice(0, 16).replace('T', ' ');
  return {
    to: options.to,
    subject: `${oneLine(options.company)}: a withdrawal to a new address`,
    text: [
      `A withdrawal of ${options.netAmount} USDT after charges to ${options.address} was confirmed on your`,
      `${oneLine(options.company)} account. You have not been paid at this address before, so it is held until`,
      `${until} (UTC) and paid only after that.`,
      '',
      'If this was not you, cancel it with this link; the amount goes back to your Flexible wallet:',
      '',
      siteLink(options.site, options.cancelPath),
      '',
      'Then change your password. If it was you, there is nothing to do.',
    ].join('\n'),
  };
}

/** The transfer code names the amount and the receiver, so a member who did not ask for it sees what is at stake. */
export function transferOtpMail(options: {
  company: string;
  to: string;
  code: string;
  amount: string;
  receiverName: string;
  receiverUid: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Your ${oneLine(options.company)} transfer code: ${options.code}`,
    text: [
      `Your transfer code is ${options.code}.`,
      '',
      `It confirms a transfer of ${options.amount} USDT from your Flexible wallet to ${oneLine(options.receiverName)} (UID ${options.receiverUid}).`,
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, do not share it and change your password: nobody can transfer without the code.',
    ].join('\n'),
  };
}

/** Tells the receiver a transfer reached their Electronic Wallet. */
export function transferReceivedMail(options: {
  company: string;
  to: string;
  fullName: string;
  amount: string;
  senderName: string;
  senderUid: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `You received ${options.amount} USDT on ${oneLine(options.company)}`,
    text: [
      `Hello ${oneLine(options.fullName)},`,
      '',
      `${oneLine(options.senderName)} (UID ${options.senderUid}) sent you ${options.amount} USDT. It is in your`,
      'Electronic Wallet now and shows in your statement.',
    ].join('\n'),
  };
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
export function contactMail(options: { to: string; name: string; email: string; description: string }): MailMessage {
  // Collapsed to one line: the name is visitor input and lands in a header.
  const name = options.name.replace(/\s+/g, ' ');
  return {
    to: options.to,
    replyTo: options.email,
    subject: `Contact form: ${name}`,
    text: [
      `${name} <${options.email}> wrote through the contact form:`,
      '',
      options.description,
      '',
      'Reply to this e-mail to answer them.',
    ].join('\n'),
  };
}

/** An operator's invitation: the one-time link that sets their password. */
export function operatorInviteMail(options: {
  company: string;
  site: string;
  to: string;
  fullName: string;
  invitedBy: string;
  path: string;
  hours: number;
}): MailMessage {
  return {
    to: options.to,
    subject: `You are invited to the ${oneLine(options.company)} operator console`,
    text: [
      `Hello ${options.fullName},`,
      '',
      `${options.invitedBy} invited you to run the ${oneLine(options.company)} operator console. Set your password here:`,
      '',
      siteLink(options.site, options.path),
      '',
      `The link works once, within ${options.hours} hours. Then sign in at ${siteLink(options.site, '/admin/login')}`,
      'with your e-mail, that password and the code we e-mail you.',
      'If you did not expect this invitation, ignore this e-mail: without the link nobody can use the account.',
    ].join('\n'),
  };
}

/**
 * Sent to the account's e-mail when the saved USDT address is replaced: whoever changed it, the owner learns the old
 * and the new address at once (docs/decisions/011-payout-safety.md).
 */
export function usdtAddressChangedMail(options: {
  company: string;
  to: string;
  fullName: string;
  previous: string;
  address: string;
  at: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Your ${oneLine(options.company)} USDT address was changed`,
    text: [
      `Hello ${oneLine(options.fullName)},`,
      '',
      `The USDT (BEP-20) address saved on your ${oneLine(options.company)} account was changed on ${options.at} (UTC)`,
      `from ${options.previous}`,
      `to   ${options.address}.`,
      '',
      'If this was not you, change your password at once and contact support: withdrawals to a new address wait',
      'before they are paid, and the e-mail about each one carries a link that cancels it.',
    ].join('\n'),
  };
}

/** Sent after a signed-in password change: the owner learns of it even when someone else made it. */
export function passwordChangedMail(options: {
  company: string;
  to: string;
  fullName: string;
  at: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Your ${oneLine(options.company)} password was changed`,
    text: [
      `Hello ${options.fullName},`,
      '',
      `The password of your ${oneLine(options.company)} account was changed on ${options.at} (UTC) from a signed-in session.`,
      'Every other session of your account was signed out.',
      '',
      'If this was not you, reset your password at once with Forgot password on the log-in page, and tell us',
      'through the contact form.',
    ].join('\n'),
  };
}

/** The outcome of an identity check, with the operator's reason when it was rejected. */
export function kycReviewedMail(options: {
  company: string;
  site: string;
  to: string;
  fullName: string;
  outcome: 'approved' | 'rejected';
  reason: string | null;
}): MailMessage {
  const approved = options.outcome === 'approved';
  return {
    to: options.to,
    subject: approved
      ? `Your ${oneLine(options.company)} identity check is approved`
      : `Your ${oneLine(options.company)} identity check was not approved`,
    text: [
      `Hello ${options.fullName},`,
      '',
      ...(approved
        ? ['Your identity check has been approved. Withdrawals are open to you.']
        : [
            'Your identity check was not approved, for this reason:',
            '',
            `  ${options.reason ?? ''}`,
            '',
            'You can send a new one with the right details under Identity check in your settings:',
            siteLink(options.site, '/settings'),
          ]),
    ].join('\n'),
  };
}

/** The words around a notification's own text, in the member's language. */
const NOTIFICATION_FRAME: Record<Locale, { hello: (name: string) => string; see: string; choose: string }> = {
  en: {
    hello: (name) => `Hello ${name},`,
    see: 'See it here:',
    choose: 'You can choose which of these e-mails you receive under E-mail notifications in your settings:',
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    see: 'Míralo aquí:',
    choose: 'Puedes elegir qué correos de este tipo recibes en Notificaciones por correo, en tu configuración:',
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    see: 'यहाँ देखें:',
    choose: 'आपको इनमें से कौन-से ई-मेल मिलें, यह आप अपनी सेटिंग्स में ई-मेल सूचनाएँ के अंतर्गत चुन सकते हैं:',
  },
};

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
  const frame = NOTIFICATION_FRAME[isLocale(options.locale) ? options.locale : 'en'];
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

/**
 * Sent to every active operator when a change to a setting that guards money is asked for, approved or rejected
 * (docs/decisions/020-operator-roles.md): a change made by one owner alone cannot pass unseen.
 */
export function settingChangeMail(options: {
  company: string;
  site: string;
  to: string;
  event: 'requested' | 'approved' | 'rejected';
  requestedBy: string;
  reviewedBy: string | null;
  changes: { key: string; from: unknown; to: unknown }[];
}): MailMessage {
  const what = {
    requested: `${options.requestedBy} asked to change settings that guard money. Another owner must approve it before it applies.`,
    approved: `${options.reviewedBy ?? 'An owner'} approved the change ${options.requestedBy} asked for. It applies now.`,
    rejected: `${options.reviewedBy ?? 'An owner'} rejected the change ${options.requestedBy} asked for. Nothing of it applies.`,
  }[options.event];
  return {
    to: options.to,
    subject: `${oneLine(options.company)} console: a settings change ${options.event === 'requested' ? 'waits for approval' : options.event}`,
    text: [
      what,
      '',
      ...options.changes.map(
        (change) => `- ${change.key}: ${JSON.stringify(change.from)} -> ${JSON.stringify(change.to)}`,
      ),
      '',
      `Review it at ${siteLink(options.site, '/admin/settings')}`,
      'If you do not know why this change was asked for, tell the other owners before anyone approves it.',
    ].join('\n'),
  };
}
