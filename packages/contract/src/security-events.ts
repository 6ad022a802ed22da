import { z } from 'zod';
import { envelope } from './envelope';
import { MSG } from './messages';

/** What a member's security history records (docs/product.md#security-activity), oldest kinds first. */
export const SECURITY_EVENT_KINDS = [
  'signin',
  'passwordChange',
  'passwordReset',
  'twoFactorOn',
  'twoFactorOff',
  'freeze',
  'unfreezeRequested',
  'antiPhishingCode',
  'usdtAddress',
  'addressSaved',
  'addressOnlyOff',
  'passkeyAdded',
  'passkeyRemoved',
  'operatorSignin',
  'receiverSaved',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How many of the newest events GET securityEvents answers. */
export const SECURITY_EVENTS_SHOWN = 50;

export const securityEventRow = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: z.string(),
  /** "Chrome on Windows", or null when the browser sent nothing to tell. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  /** A sign-in from a device and network the account had not used before: the member was mailed an alert. */
  newDevice: z.boolean(),
});
export type SecurityEventRow = z.infer<typeof securityEventRow>;
export const securityEventsResponse = envelope(z.object({ docs: z.array(securityEventRow) }));

/** The member's web page a security alert's "This wasn't me" link opens: this path, then the link's token. */
export const FREEZE_LINK_PATH = '/freeze-account/';

/** Days a mailed "This wasn't me" link stays usable. */
export const FREEZE_LINK_DAYS = 7;

export const freezeByLinkBody = z.object({
  token: z.string({ error: MSG.freezeLinkInvalid }).min(1, MSG.freezeLinkInvalid).max(200, MSG.freezeLinkInvalid),
});
export type FreezeByLinkBody = z.input<typeof freezeByLinkBody>;
