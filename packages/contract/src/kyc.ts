import { z } from 'zod';
import { envelope } from './envelope';
import { plainText } from './fields';
import {
  KYC_COUNTRIES,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIMES,
  KYC_DOCUMENT_TYPES,
  KYC_EARLIEST_BIRTH,
  KYC_STATUSES,
  sniffKycDocument,
} from './kyc-rules';
import { MSG } from './messages';
import type { Upload } from './route-def';

export * from './kyc-rules';

// The member's identity check (KYC), docs/product.md#kyc: what is sent, what is answered, and the rules both the
// form and the server apply. The age (18 or over on the platform's day) needs the platform's day, so the server
// checks it; the form checks it against the browser's day as a courtesy.

export const kycDateOfBirthField = z
  .string({ error: MSG.kycDateOfBirthRequired })
  .trim()
  .min(1, MSG.kycDateOfBirthRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.kycDateOfBirthInvalid)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) && day >= KYC_EARLIEST_BIRTH;
  }, MSG.kycDateOfBirthInvalid);

export const kycDocumentNumberField = z
  .string({ error: MSG.kycDocumentNumberRequired })
  .trim()
  .min(1, MSG.kycDocumentNumberRequired)
  .regex(/^[A-Za-z0-9-]{4,30}$/, MSG.kycDocumentNumberInvalid);

/** The fields of the form, without the file. */
export const kycFieldsBody = z.object({
  fullName: plainText(
    z
      .string({ error: MSG.kycFullNameRequired })
      .trim()
      .min(1, MSG.kycFullNameRequired)
      .max(100, MSG.kycFullNameTooLong),
  ),
  dateOfBirth: kycDateOfBirthField,
  country: z
    .string({ error: MSG.kycCountryRequired })
    .trim()
    .min(1, MSG.kycCountryRequired)
    .toUpperCase()
    .refine((code) => KYC_COUNTRIES.includes(code), MSG.kycCountryInvalid),
  documentType: z.enum(KYC_DOCUMENT_TYPES, { error: MSG.kycDocumentTypeRequired }),
  documentNumber: kycDocumentNumberField,
});
export type KycFields = z.input<typeof kycFieldsBody>;

/**
 * The document, the form's file part: 1 byte to 5 MB. The file name and media type the browser sends with it are
 * not trusted: the server tells the type by the bytes.
 */
export const kycDocumentFile = z
  .file({ error: MSG.kycDocumentRequired })
  .min(1, MSG.kycDocumentEmpty)
  .max(KYC_DOCUMENT_MAX_BYTES, MSG.kycDocumentTooLarge);

/**
 * POST edituserKycByUser, sent as multipart/form-data: the fields as text parts, then the document as the file part
 * `document`. The server reads it as a stream (KYC_UPLOAD), never as JSON.
 */
export const kycSubmitBody = kycFieldsBody.extend({ document: kycDocumentFile });
export type KycSubmitBody = z.input<typeof kycSubmitBody>;

/**
 * How the server reads the submission: at most 5 MB of the file, whose first byte past it ends the reading, and the
 * file told by its first bytes as a ticket's attachments are: one that is none of the types taken, or another type
 * than its name or declared type says (a PDF named `a.png`), is refused before the rest of it is read.
 */
export const KYC_UPLOAD: Upload = {
  fileMaxBytes: KYC_DOCUMENT_MAX_BYTES,
  fileTooLarge: MSG.kycDocumentTooLarge,
  unreadable: MSG.kycDocumentUnreadable,
  sniff: sniffKycDocument,
  typeInvalid: MSG.kycDocumentTypeInvalid,
};

/** A submission as its member and the console read it: the fields, never the file's bytes. */
export const kycSubmission = z.object({
  _id: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  country: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  documentNumber: z.string(),
  documentMime: z.enum(KYC_DOCUMENT_MIMES),
  documentSize: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmission>;

/** The member's status: the newest submission's, or none; the reason when rejected. */
export const kycState = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  submission: kycSubmission.nullable(),
});
export type KycState = z.infer<typeof kycState>;
export const kycStateResponse = envelope(kycState);
