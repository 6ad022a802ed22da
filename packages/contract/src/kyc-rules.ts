// The identity check's rules without zod (docs/product.md#kyc): the browser's form loads them with its page.

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

/** The media types a document may be, told by its first bytes; the browser's file input offers the same. */
export const KYC_DOCUMENT_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentMime = (typeof KYC_DOCUMENT_MIMES)[number];

/**
 * The one extension of each type taken: a stored file's name ends with its type's, whatever name it came with
 * (docs/product.md#security), so a file saved to disk opens as what its bytes are.
 */
export const DOCUMENT_EXTENSIONS: Record<KycDocumentMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

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
