import { z } from 'zod';
import { envelope } from './envelope';
import { plainText } from './fields';
import {
  base64ByteLength,
  KYC_COUNTRIES,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIMES,
  KYC_DOCUMENT_TYPES,
  KYC_EARLIEST_BIRTH,
  KYC_STATUSES,
} from './kyc-rules';
import { MSG } from './messages';

export * from './kyc-rules';

// The member's identity check (KYC), docs/product.md#kyc: what is sent, what is answered, and the rules both the
// form and the server apply. The age (18 or over on the platform's day) needs the platform's day, so the server
// checks it; the form checks it against the browser's day as a courtesy.

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The longest base64 text of an accepted document plus one byte, so a larger one gets its own message. */
const BASE64_MAX_LENGTH = Math.ceil((KYC_DOCUMENT_MAX_BYTES + 1) / 3) * 4 + 4;
/** The body limit of the submission: a 5 MB document as base64 (6.7 MB) and the fields. */
export const KYC_BODY_LIMIT_BYTES = 7 * 1024 * 1024;

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

/** The fields of the form, without the file (the browser holds it as a File, the server as base64). */
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
 * POST edituserKycByUser: the fields and the document as base64 (JSON, under a body limit of its own). A name and
 * a media type may come with the file; neither is trusted: the server tells the type by the bytes.
 */
export const kycSubmitBody = kycFieldsBody.extend({
  document: z
    .string({ error: MSG.kycDocumentRequired })
    .max(BASE64_MAX_LENGTH, MSG.kycDocumentTooLarge)
    .regex(BASE64, MSG.kycDocumentUnreadable)
    .refine((text) => text.length % 4 === 0, MSG.kycDocumentUnreadable)
    .refine((text) => base64ByteLength(text) > 0, MSG.kycDocumentEmpty)
    .refine((text) => base64ByteLength(text) <= KYC_DOCUMENT_MAX_BYTES, MSG.kycDocumentTooLarge),
  documentName: plainText(z.string().max(255)).optional(),
  documentMime: plainText(z.string().max(100)).optional(),
});
export type KycSubmitBody = z.input<typeof kycSubmitBody>;

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
