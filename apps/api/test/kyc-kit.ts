import { type RouteDef, routes } from '@app/contract';
import { type Answer, dataOf, type TestContext } from './helper';

// Identity check fixtures: documents by their first bytes, and a submission sent the way the member's page sends it,
// as multipart/form-data.

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes that starts with `head` (the rest zeros). */
export function fileOf(head: number[] | string, size = 64): Buffer {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const file = Buffer.alloc(Math.max(size, start.length));
  start.copy(file);
  return file;
}

export const PNG = fileOf(PNG_HEAD, 128);
export const JPEG = fileOf([0xff, 0xd8, 0xff, 0xe0], 128);
export const PDF = fileOf('%PDF-1.7\n', 256);
/** A Windows executable (MZ header), as a renamed one arrives. */
export const EXE = fileOf('MZ\x90\x00\x03\x00\x00\x00', 256);

/** The fields the member's page sends; an override of `undefined` leaves the field out. */
export const KYC_FIELDS = {
  fullName: 'Anita Owner',
  dateOfBirth: '1990-05-17',
  country: 'IN',
  documentType: 'passport',
  documentNumber: 'P1234567',
};

/**
 * The form as the member's page builds it: the fields as text parts, then the document as the file part `document`
 * (none when `file` is null). An override of `document` replaces the file part with a text part.
 */
export function kycForm(
  overrides: Record<string, string | undefined> = {},
  file: Buffer | null = PNG,
  fileName = 'passport.png',
  fileType = 'image/png',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...KYC_FIELDS, ...overrides })) {
    if (value !== undefined && name !== 'document') form.append(name, value);
  }
  if (overrides.document !== undefined) form.append('document', overrides.document);
  else if (file) form.append('document', new File([new Uint8Array(file)], fileName, { type: fileType }));
  return form;
}

/** A form as bytes on the wire, with the content type that names its boundary. */
export async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Sends a form (or raw multipart bytes) to the submission route, as `call` sends JSON to the others. */
export async function sendKyc(
  t: TestContext,
  options: { token: string; form: FormData | { payload: Buffer; contentType: string }; route?: RouteDef; ip?: string },
): Promise<Answer<typeof routes.kycSubmit.member>> {
  const { payload, contentType } = options.form instanceof FormData ? await encodeForm(options.form) : options.form;
  const response = await t.app.inject({
    method: 'POST',
    url: (options.route ?? routes.kycSubmit.member).path,
    headers: { authorization: `Bearer ${options.token}`, 'content-type': contentType },
    payload,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Submits an identity check for the token's member and answers the submission's id. */
export async function submitKyc(t: TestContext, token: string, overrides: Record<string, string> = {}) {
  const answer = await sendKyc(t, { token, form: kycForm(overrides) });
  if (answer.status !== 200) throw new Error(`identity check refused: ${answer.body.message}`);
  const submission = dataOf(answer).submission;
  if (!submission) throw new Error('no submission answered');
  return submission._id;
}
