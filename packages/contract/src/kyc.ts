import { z } from 'zod';
import { envelope } from './envelope';
import { plainText } from './fields';
import { MSG } from './messages';

// The member's identity check (KYC), docs/product.md#kyc: what is sent, what is answered, and the rules both the
// form and the server apply. The age (18 or over on the platform's day) needs the platform's day, so the server
// checks it; the form checks it against the browser's day as a courtesy.

/** The largest document accepted, in bytes (5 MB); the table's CHECK holds the same number. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A member must be this old on the platform's day. */
export const KYC_MINIMUM_AGE = 18;
/** The earliest date of birth taken: anything before is a typing slip. */
export const KYC_EARLIEST_BIRTH = '1900-01-01';

/** ISO 3166-1 alpha-2 codes of the officially assigned countries and territories. */
export const KYC_COUNTRIES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const KYC_DOCUMENT_TYPE_LABEL: Record<KycDocumentType, string> = {
  passport: 'Passport',
  national_id: 'National ID card',
  driving_licence: 'Driving licence',
};

/** The media types a document may be, told by its first bytes; the browser's file input offers the same. */
export const KYC_DOCUMENT_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentMime = (typeof KYC_DOCUMENT_MIMES)[number];

const SIGNATURES: { mime: KycDocumentMime; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // %PDF-
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The document's type by its first bytes (never its name or the type the client claims); null for anything else. */
export function sniffKycDocument(head: Uint8Array): KycDocumentMime | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return found?.mime ?? null;
}

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** How many bytes a base64 text decodes to. */
export function base64ByteLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
}
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
