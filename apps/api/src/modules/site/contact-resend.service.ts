import { type Locale, MSG, SITE_CONSOLE_MSG } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { contactMail } from '../../lib/mail-templates';
import { findContactMessage, markContactMessageMailedOnce, toContactRow } from './site-console.repository';

/**
 * Mails a stored /contactForm message to the contact address again, with the template the form uses, and marks
 * it mailed (audited as contact.resend). A message mailed already is a 409; a mail the server refuses again is a
 * 503 (MAIL_FAILED) and leaves mailed_at null, so the message stays in the "mail failed" list.
 * Two operators resending at once may both mail it; only one records the time and the audit entry.
 */
export async function resendContactMessage(
  ctx: AppContext,
  options: Actor & { id: string; log: FastifyBaseLogger; locale: Locale },
) {
  const message = await findContactMessage(ctx.db, options.id);
  if (!message) throw new AppError('NOT_FOUND', MSG.notFound);
  if (message.mailedAt) throw new AppError('CONFLICT', SITE_CONSOLE_MSG.contactAlreadyMailed);
  const { contactEmail } = await getSettings(ctx.db);
  try {
    await ctx.mailer.send(
      // In the language of the resending operator's request: the visitor's was not kept.
      contactMail({
        to: contactEmail,
        name: message.name,
        email: message.email,
        description: message.description,
        locale: options.locale,
      }),
    );
  } catch (error) {
    options.log.error({ err: error, contactMessageId: message.id }, 'contact message resend not mailed');
    throw new AppError('MAIL_FAILED', SITE_CONSOLE_MSG.contactResendFailed, { cause: error });
  }
  const now = ctx.clock();
  const marked = await ctx.db.transaction(async (tx) => {
    const row = await markContactMessageMailedOnce(tx, { id: message.id, mailedAt: now });
    if (!row) return undefined;
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'contact.resend',
      targetType: 'contact',
      targetId: message.id,
      details: { to: contactEmail },
      now,
    });
    return row;
  });
  if (!marked) throw new AppError('CONFLICT', SITE_CONSOLE_MSG.contactAlreadyMailed);
  return { message: SITE_CONSOLE_MSG.contactResent, data: toContactRow(marked) };
}
