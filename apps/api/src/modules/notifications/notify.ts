import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import type { NotificationContent } from './notification-params';

/**
 * One business event told to one member (docs/product.md#notifications): its kind and values, worded when read in
 * the reader's language.
 */
export type NotificationEvent = NotificationContent & {
  userId: string;
  /** The event it tells of (`deposit-approved:<depositId>`): a replay or retry of the event notifies nobody twice. */
  eventKey: string;
  link: string | null;
  now: Date;
  /** Mailed some other way already (the password-change notice goes at once), so the mail job leaves it. */
  mailed?: boolean;
};

/**
 * Writes the notifications in ONE statement, on the caller's transaction so they exist exactly when the event
 * does. The member's preferences decide the mail state inside the same INSERT: no read before it. Security kinds
 * are mailed whatever the preferences say, since the preferences only hold kinds a member may turn off.
 */
export async function notify(db: Queryable, events: NotificationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(notificationsInsert(events));
}

/**
 * notify's insert, for a caller that writes it inside a statement of its own (a CTE beside a ledger entry); `onlyIf`
 * a condition of that statement, for one with no transaction to roll the notice back.
 */
export function notificationsInsert(events: NotificationEvent[], options: { onlyIf?: SQL } = {}): SQL {
  const column = (key: 'userId' | 'kind' | 'eventKey' | 'link') => pgArray(events.map((event) => event[key] ?? null));
  return sql`insert into notifications
      (user_id, kind, event_key, params, link, mail_state, created_at)
    select v.user_id, v.kind, v.event_key, v.params, v.link,
      case
        when v.mailed then 'skip'
        when exists (select 1 from notification_preferences p
          where p.user_id = v.user_id and p.mail_off @> jsonb_build_array(v.kind)) then 'skip'
        else 'pending'
      end,
      v.created_at
    from unnest(
      ${column('userId')}::uuid[], ${column('kind')}::text[], ${column('eventKey')}::text[],
      ${pgArray(events.map((event) => JSON.stringify(event.params)))}::jsonb[], ${column('link')}::text[],
      ${pgArray(events.map((event) => String(event.mailed === true)))}::boolean[],
      ${pgArray(events.map((event) => event.now.toISOString()))}::timestamptz[]
    ) as v(user_id, kind, event_key, params, link, mailed, created_at)
    ${options.onlyIf ? sql`where ${options.onlyIf}` : sql``}
    on conflict (user_id, event_key) do nothing`;
}
