import { z } from 'zod';
import { envelope, pageOf, pageQuery, queueOrder } from './envelope';
import { idParam, plainText } from './fields';
import { MSG } from './messages';
import { payoutSummary } from './payouts';
import type { Upload } from './route-def';
import { savedReplyFieldValues, unknownFields } from './saved-reply-fields';
import {
  sniffTicketFile,
  TICKET_CATEGORIES,
  TICKET_FILE_MIMES,
  TICKET_LIMITS,
  TICKET_RECORD_KINDS,
  TICKET_STATUSES,
} from './tickets-rules';

export * from './saved-reply-fields';
export * from './tickets-rules';

// The support desk (docs/product.md#support): a member's tickets about their own records, the console's queue, and
// the replies operators save to reuse.

const messageText = plainText(
  z
    .string({ error: MSG.ticketMessageRequired })
    .trim()
    .min(1, MSG.ticketMessageRequired)
    .max(TICKET_LIMITS.messageMax, MSG.ticketMessageTooLong),
  { multiline: true },
);

/** A form sends `record` as JSON text: `{"kind":"deposit","_id":"..."}`; an empty one means none. */
function recordFromForm(value: unknown) {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const ticketRecordRef = z.object(
  {
    kind: z.enum(TICKET_RECORD_KINDS, { error: MSG.ticketRecordInvalid }),
    _id: z.string({ error: MSG.ticketRecordInvalid }).uuid({ error: MSG.ticketRecordInvalid }),
  },
  { error: MSG.ticketRecordInvalid },
);
export type TicketRecordRef = z.infer<typeof ticketRecordRef>;

/** One attachment: 1 byte to 5 MB; its type is told by its bytes on the server, never by its name. */
export const ticketFile = z
  .file({ error: MSG.ticketFileUnreadable })
  .min(1, MSG.ticketFileEmpty)
  .max(TICKET_LIMITS.fileMaxBytes, MSG.ticketFileTooLarge);

/** `files`: one file part or several of the same name; at most three. */
const filesField = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(ticketFile).max(TICKET_LIMITS.filesMax, MSG.ticketFilesTooMany).optional(),
);

/** POST /sellerApi/tickets, as JSON or (with files) as multipart/form-data with `record` as JSON text. */
export const ticketCreateBody = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: MSG.ticketCategoryRequired }),
  subject: plainText(
    z
      .string({ error: MSG.ticketSubjectRequired })
      .trim()
      .min(1, MSG.ticketSubjectRequired)
      .max(TICKET_LIMITS.subjectMax, MSG.ticketSubjectTooLong),
  ),
  message: messageText,
  record: z.preprocess(recordFromForm, ticketRecordRef.optional()),
  files: filesField,
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;

/** A member's reply: `{ message }`, as JSON or (with files) as multipart/form-data. */
export const ticketMessageBody = z.object({ message: messageText, files: filesField });
export type TicketMessageBody = z.input<typeof ticketMessageBody>;

/** How the server reads a ticket's form: each file stopped at its first byte past 5 MB or its first bytes' type. */
export const TICKET_UPLOAD: Upload = {
  fileMaxBytes: TICKET_LIMITS.fileMaxBytes,
  fileTooLarge: MSG.ticketFileTooLarge,
  unreadable: MSG.ticketFileUnreadable,
  filesMax: TICKET_LIMITS.filesMax,
  filesTooMany: MSG.ticketFilesTooMany,
  sniff: sniffTicketFile,
  typeInvalid: MSG.ticketFileTypeInvalid,
  // A message of 5,000 letters of up to 4 bytes each.
  fieldMaxBytes: TICKET_LIMITS.messageMax * 4,
  fieldTooLong: MSG.ticketMessageTooLong,
  json: true,
};

export const ticketParams = z.object({ _id: idParam });
export const ticketAttachmentParams = z.object({ _id: idParam, attachmentId: idParam });

export const ticketAttachment = z.object({
  _id: z.string(),
  name: z.string(),
  mime: z.enum(TICKET_FILE_MIMES),
  size: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachment>;

export const ticketMessage = z.object({
  _id: z.string(),
  /** Who wrote it: the member, or an operator (whose name the member reads as the platform's). */
  author: z.enum(['member', 'operator']),
  /** The operator's name; in the member's answers the company's name is all they see of who answered. */
  authorName: z.string(),
  body: z.string(),
  /** An operator's note to operators: never in a member's answer. */
  internal: z.boolean(),
  attachments: z.array(ticketAttachment),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** The record a ticket is about, as it stands now, so nobody has to search for it. */
export const ticketRecord = z.object({
  kind: z.enum(TICKET_RECORD_KINDS),
  _id: z.string(),
  /** The amount in USDT: a deposit's, a withdrawal's request, an order's price, a transfer's. */
  amount: z.number(),
  /** The record's own status words (`pending`, `success`, `reject`, `active`...). */
  status: z.string(),
  /** A deposit's or a withdrawal's transaction hash, a package's title, a transfer's other member. */
  detail: z.string().nullable(),
  createdAt: z.string(),
  /** Seeded by the demo: its hash was made up and is on no chain, so screens show it without an explorer link. */
  demo: z.boolean(),
  /** A withdrawal the hot wallet is paying or paid: its automatic payout (console only). */
  payout: payoutSummary.nullable().optional(),
});
export type TicketRecord = z.infer<typeof ticketRecord>;

export const ticketRow = z.object({
  _id: z.string(),
  /** Short number people quote ("ticket 42"). */
  number: z.number().int(),
  category: z.enum(TICKET_CATEGORIES),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  record: ticketRecordRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the member last wrote. */
  lastMemberMessageAt: z.string(),
  /** When the platform last replied; null before the first answer. */
  lastReplyAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TicketRow = z.infer<typeof ticketRow>;

/** What a ticket's page shows below its row, to the member and to the console alike. */
const ticketThread = {
  messages: z.array(ticketMessage),
  recordNow: ticketRecord.nullable(),
  /** Until when a closed ticket may be reopened by its member; null while open or once past. */
  reopenUntil: z.string().nullable(),
};

export const ticketDetail = ticketRow.extend(ticketThread);
export type TicketDetail = z.infer<typeof ticketDetail>;

export const ticketListQuery = pageQuery;
export const ticketListResponse = envelope(pageOf(ticketRow));
export const ticketResponse = envelope(ticketDetail);

/** One of the member's records the form offers to link (newest first, a few of each kind). */
export const ticketRecordChoice = ticketRecord.omit({ payout: true });
export const ticketRecordsResponse = envelope(z.object({ docs: z.array(ticketRecordChoice) }));

// The console.

const operatorRef = z.object({ _id: z.string(), fullName: z.string() });

export const adminTicketRow = ticketRow.extend({
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string(), uid: z.string(), locale: z.string() }),
  assignee: operatorRef.nullable(),
  /** Seconds since the member's last message while it waits for the platform (`open`); null otherwise. */
  waitingSeconds: z.number().int().nullable(),
});
export type AdminTicketRow = z.infer<typeof adminTicketRow>;
export const adminTicketDetail = adminTicketRow.extend({
  ...ticketThread,
  /** What a saved reply's placeholders become on this ticket, in the member's language (saved-reply-fields.ts). */
  replyFields: savedReplyFieldValues,
  /** The same in English, for a saved reply with no text in the member's language: one language in one reply. */
  replyFieldsEnglish: savedReplyFieldValues,
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetail>;

export const adminTicketQuery = pageQuery.extend({
  /** `active`, the default: every ticket not closed. */
  status: z.enum([...TICKET_STATUSES, 'active', 'all']).default('active'),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** `me`: assigned to the caller; `none`: to nobody. */
  assignee: z.union([z.enum(['me', 'none']), idParam]).optional(),
  /** Oldest waiting first, the default: by the member's last message, tickets waiting for the platform before the rest. */
  order: queueOrder.default('oldest'),
  /**
   * What support reaches for first: a ticket number ("42" or "#42") finds that ticket; other words find tickets
   * whose subject, member (name, e-mail, UID) or any message holds them. Up to 100 characters.
   */
  search: z.string({ error: MSG.ticketSearchInvalid }).trim().max(100, MSG.ticketSearchInvalid).optional(),
  /** One member's tickets, by the member's id (the console's member page). */
  member: idParam.optional(),
});
export const adminTicketListResponse = envelope(pageOf(adminTicketRow));
export const adminTicketResponse = envelope(adminTicketDetail);

/** An operator's reply, or with `internal: true` a note only operators see; `waitForMember` asks the member for something. */
export const adminTicketMessageBody = z.object({
  message: messageText,
  internal: z.boolean().default(false),
  waitForMember: z.boolean().default(false),
});
export const adminTicketAssignBody = z.object({
  /** The operator (owner or support) to take it; null leaves it with nobody. */
  operatorId: idParam.nullable(),
});

/** A reply operators keep to reuse: a title, and its text in English and, where written, Spanish and Hindi. */
const savedText = plainText(z.string().trim().max(TICKET_LIMITS.messageMax, MSG.ticketMessageTooLong), {
  multiline: true,
});
export const savedReplyBody = z.object({
  title: plainText(
    z
      .string({ error: MSG.savedReplyTitleRequired })
      .trim()
      .min(1, MSG.savedReplyTitleRequired)
      .max(TICKET_LIMITS.savedTitleMax, MSG.savedReplyTitleRequired),
  ),
  texts: z
    .object({
      en: messageText,
      es: savedText.default(''),
      hi: savedText.default(''),
    })
    .superRefine((texts, context) => {
      // A name no ticket fills would make the reply impossible to insert (saved-reply-fields.ts).
      for (const [language, text] of Object.entries(texts)) {
        if (unknownFields(text).length > 0) {
          context.addIssue({ code: 'custom', message: MSG.savedReplyUnknownField, path: [language] });
        }
      }
    }),
});
export type SavedReplyBody = z.input<typeof savedReplyBody>;
export const savedReply = z.object({
  _id: z.string(),
  title: z.string(),
  texts: z.object({ en: z.string(), es: z.string(), hi: z.string() }),
  updatedAt: z.string(),
  updatedBy: operatorRef.nullable(),
});
export type SavedReply = z.infer<typeof savedReply>;
export const savedReplyParams = z.object({ _id: idParam });
export const savedRepliesResponse = envelope(z.object({ docs: z.array(savedReply) }));
export const savedReplyResponse = envelope(savedReply);
