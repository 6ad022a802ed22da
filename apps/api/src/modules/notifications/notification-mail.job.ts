import { DEFAULT_LOCALE, isLocale } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { companyName } from '../../core/settings';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { notificationMail } from '../../lib/mail-templates';
import { wordNotification } from './notification-wording';

// The notification-mail background job (docs/product.md#notifications): mails are never sent inside a request, so
// a mail server that is down or slow fails no request and slows none.

export const MAIL_BATCH = 20;
/** After this many failed attempts a mail is given up ('failed'); the centre still shows the notification. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Batches per run at most, so one run never holds the job for long; the next run takes the rest. */
const MAX_BATCHES = 10;

interface Claimed {
  id: string;
  kind: string;
  params: unknown;
  title: string | null;
  body: string | null;
  link: string | null;
  mail_attempts: number;
  email: string;
  full_name: string;
  locale: string | null;
}

/**
 * Claims a batch of pending mails: each counts an attempt and stamps `mailed_at` (the last attempt while pending)
 * in one short transaction, rows another server holds skipped (FOR UPDATE SKIP LOCKED). A claimed row is not due
 * again before its backoff (1, 2, 4, 8 minutes after that attempt), so two servers never send the same mail
 * while one of them is sending it, and no transaction stays open while a mail server answers.
 */
async function claimBatch(ctx: AppContext, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  return queryRows<Claimed>(
    ctx.db,
    sql`update notifications n set mail_attempts = n.mail_attempts + 1, mailed_at = ${at}::timestamptz
      from users u
      where u.id = n.user_id and n.id in (
        select id from notifications
        where mail_state = 'pending'
          and (mailed_at is null
            or mailed_at <= ${at}::timestamptz - make_interval(mins => power(2, mail_attempts - 1)::int))
        order by created_at
        limit ${MAIL_BATCH}
        for update skip locked)
      returning n.id, n.kind, n.params, n.title, n.body, n.link, n.mail_attempts, u.email, u.full_name, u.locale`,
  );
}

/** Sends every due mail, batch by batch; answers how many were sent. */
export async function sendNotificationMails(ctx: AppContext): Promise<number> {
  let sentCount = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const now = ctx.clock();
    const claimed = await claimBatch(ctx, now);
    const company = await companyName(ctx.db);
    const sent: string[] = [];
    const failed: string[] = [];
    for (const row of claimed) {
      // Worded in the member's stored language, as the mail's frame is (docs/product.md#languages).
      const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
      try {
        await ctx.mailer.send(
          notificationMail({
            company,
            site: ctx.config.PUBLIC_URL,
            to: row.email,
            fullName: row.full_name,
            ...wordNotification(row, locale),
            link: row.link,
            locale,
          }),
        );
        sent.push(row.id);
      } catch {
        failed.push(row.id);
      }
    }
    if (sent.length > 0) {
      await ctx.db.execute(sql`update notifications set mail_state = 'sent', mailed_at = ${ctx.clock().toISOString()}::timestamptz
        where id = any(${pgArray(sent)}::uuid[])`);
    }
    if (failed.length > 0) {
      await ctx.db.execute(sql`update notifications set mail_state = 'failed'
        where id = any(${pgArray(failed)}::uuid[]) and mail_attempts >= ${MAX_MAIL_ATTEMPTS}`);
    }
    sentCount += sent.length;
    if (claimed.length < MAIL_BATCH) break;
  }
  return sentCount;
}
