// The support desk's rules without zod (docs/product.md#support): the member's and the console's pages load them
// with their page.

/** What a ticket is about, in the order the form offers them. */
export const TICKET_CATEGORIES = ['deposit', 'withdrawal', 'package', 'transfer', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/**
 * `open`: the member wrote last and waits for the platform; `answered`: the platform replied; `waiting`: the platform
 * replied and needs something from the member ("waiting for you"); `closed`: the member or an operator closed it.
 */
export const TICKET_STATUSES = ['open', 'answered', 'waiting', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The member's own records a ticket may be about. */
export const TICKET_RECORD_KINDS = ['deposit', 'withdrawal', 'order', 'transfer'] as const;
export type TicketRecordKind = (typeof TICKET_RECORD_KINDS)[number];

export const TICKET_LIMITS = {
  /** Tickets a member may have that are not closed. */
  openMax: 5,
  /** Tickets opened and messages written by one member in an hour. */
  messagesPerHour: 20,
  /** A closed ticket may be reopened by its member this many days after it was closed. */
  reopenDays: 14,
  /** Files attached to one message. */
  filesMax: 3,
  /** The largest file taken, in bytes (5 MB), as for the identity document. */
  fileMaxBytes: 5 * 1024 * 1024,
  subjectMax: 120,
  messageMax: 5000,
  /** A saved reply's title and text. */
  savedTitleMax: 80,
} as const;

export type { KycDocumentMime as TicketFileMime } from './kyc-rules';
/** The media types an attachment may be, told by its bytes: those of the identity document. */
export { KYC_DOCUMENT_MIMES as TICKET_FILE_MIMES, sniffKycDocument as sniffTicketFile } from './kyc-rules';
