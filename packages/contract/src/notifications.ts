import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { idParam } from './fields';

// A member's notification centre and which kinds are mailed (docs/product.md#notifications).

/** Every kind of notification, in the order the settings list them. */
export const NOTIFICATION_KINDS = [
  'deposit-approved',
  'deposit-rejected',
  'withdrawal-paid',
  'withdrawal-rejected',
  'rank-reached',
  'referral-joined',
  'income-digest',
  'password-changed',
  'usdt-address-changed',
  'ticket-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that guard the account: always mailed (docs/product.md#notifications). */
const ALWAYS_MAILED_KINDS = ['password-changed', 'usdt-address-changed'] as const satisfies readonly NotificationKind[];
export type OptionalMailKind = Exclude<NotificationKind, (typeof ALWAYS_MAILED_KINDS)[number]>;

/** The kinds a member may stop by mail, in the settings' order; the centre shows them all the same. */
export const OPTIONAL_MAIL_KINDS: readonly OptionalMailKind[] = NOTIFICATION_KINDS.filter(
  (kind): kind is OptionalMailKind => !(ALWAYS_MAILED_KINDS as readonly NotificationKind[]).includes(kind),
);

export const NOTIFICATIONS_MSG = {
  loaded: 'Notifications loaded',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  readBodyInvalid: 'Name one notification (_id) or send all: true.',
  preferencesLoaded: 'E-mail preferences loaded',
  preferencesSaved: 'E-mail preferences saved',
  kindInvalid: 'Unknown notification kind.',
} as const;

export const notificationRow = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path on the site (/deposits) or a full address (a block explorer's page); null when it points nowhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationRow>;

export const notificationsQuery = pageQuery;
export const notificationsResponse = envelope(pageOf(notificationRow).extend({ unread: z.number().int() }));

export const notificationsReadBody = z
  .object({ _id: idParam.optional(), all: z.literal(true).optional() })
  .refine((body) => (body._id === undefined) !== (body.all === undefined), {
    message: NOTIFICATIONS_MSG.readBodyInvalid,
  });
export const notificationsReadResponse = envelope(z.object({ unread: z.number().int() }));

export const notificationPreferences = z.object({
  mailOff: z.array(z.enum(OPTIONAL_MAIL_KINDS, { error: NOTIFICATIONS_MSG.kindInvalid })).max(20),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const notificationPreferencesResponse = envelope(notificationPreferences);
