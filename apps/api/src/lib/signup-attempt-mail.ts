import type { MailMessage } from './mailer';
import { SIGNUP_ATTEMPT_MAIL } from './signup-attempt-mail.texts';
import { inLanguage } from './texts';

// Sign-up's first step answers a registered address exactly as a new one (docs/product.md#accounts); the owner of
// the registered address is told instead, in the language the account chose (users.locale), English without one.

/** A name typed by a member, kept on one line of a mail. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * To a registered address someone tried to sign up with: how to log in, or to get a new password. An operator's
 * account signs in to the console and has no "Forgot Password?" of its own.
 */
export function signupAttemptMail(options: {
  company: string;
  /** PUBLIC_URL, without a trailing slash. */
  site: string;
  to: string;
  fullName: string;
  locale: string | null;
  isOperator: boolean;
}): MailMessage {
  const written = inLanguage(
    SIGNUP_ATTEMPT_MAIL,
    options.locale,
  )({
    company: oneLine(options.company),
    fullName: oneLine(options.fullName),
    loginUrl: `${options.site}${options.isOperator ? '/admin/login' : '/login'}`,
    resetUrl: options.isOperator ? null : `${options.site}/forget-Password`,
  });
  return { to: options.to, subject: written.subject, text: written.lines.join('\n') };
}
