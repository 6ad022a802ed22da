import { KYC_DOCUMENT_MAX_BYTES, MSG, routes, TICKET_LIMITS } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, useTestApp } from '../helper';
import { EXE, fileOf, KYC_FIELDS } from '../kyc-kit';
import { TICKET_FIELDS } from '../ticket-kit';
import { listen, multipartForm, type Sent, sendPaced } from '../upload-socket-kit';

// An upload refused early (docs/product.md#security): the server knows at the file's first bytes that it is the wrong
// type, while the client is still sending. Answered at once, the connection closed under a client still writing was
// reset, and the client got EPIPE or ECONNRESET instead of the 400 and its message. Now the rest of the body, up to
// the most the route takes, is read and dropped, then the refusal answered. Real sockets and node:http: a 2 MB file
// written as a browser writes it, a chunk after another without looking for an answer in between (1 MB at a time:
// the refusal is decided on the first while the second waits), and as a client that pauses between chunks of 64 KB.

const t = useTestApp();
let port: number;
let token: string;

beforeAll(async () => {
  port = await listen(t);
  token = (await signedInMember(t)).token;
});

const TWO_MB = 2 * 1024 * 1024;
/** An executable's bytes, as a renamed one arrives: refused at its first 8 bytes. */
const wrongType = fileOf([...EXE.subarray(0, 8)], TWO_MB);

/** The two ways of writing: 1 MB at a time back to back, and 64 KB at a time with 5 ms between. */
const PACES = [
  { chunkBytes: 1024 * 1024, everyMs: 0 },
  { chunkBytes: 64 * 1024, everyMs: 5 },
] as const;

function send(path: string, form: { payload: Buffer; contentType: string }, attempt = 0): Promise<Sent> {
  const pace = attempt % 2 === 0 ? PACES[0] : PACES[1];
  return sendPaced({ port, path, token, ...form, ...pace });
}

/** What the client read: the status and the envelope, and every error its request met. */
function read(sent: Sent) {
  return { status: sent.status, body: sent.body ? JSON.parse(sent.body) : undefined, errors: sent.errors };
}

describe('an upload refused at its first bytes, over a real socket', () => {
  it('lets the client send the rest and read its 400, every time: a ticket attachment', async () => {
    const form = multipartForm({
      fields: TICKET_FIELDS,
      field: 'files',
      fileName: 'photo.png',
      type: 'image/png',
      bytes: wrongType,
    });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const sent = await send(routes.ticketCreate.member.path, form, attempt);
      expect({ attempt, ...read(sent) }).toEqual({
        attempt,
        status: 400,
        body: { success: false, message: MSG.ticketFileTypeInvalid, code: 'VALIDATION' },
        errors: [],
      });
      expect(sent.written).toBe(form.payload.length);
    }
  });

  it('does the same for an identity document', async () => {
    const form = multipartForm({
      fields: KYC_FIELDS,
      field: 'document',
      fileName: 'passport.png',
      type: 'image/png',
      bytes: wrongType,
    });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect({ attempt, ...read(await send(routes.kycSubmit.member.path, form, attempt)) }).toEqual({
        attempt,
        status: 400,
        body: { success: false, message: MSG.kycDocumentTypeInvalid, code: 'VALIDATION' },
        errors: [],
      });
    }
  });

  it('does the same for a file past 5 MB and for a body of another media type', async () => {
    const tooLarge = multipartForm({
      fields: TICKET_FIELDS,
      field: 'files',
      fileName: 'scan.pdf',
      type: 'application/pdf',
      bytes: fileOf('%PDF-1.7\n', TICKET_LIMITS.fileMaxBytes + TWO_MB),
    });
    expect(read(await send(routes.ticketCreate.member.path, tooLarge))).toEqual({
      status: 400,
      body: { success: false, message: MSG.ticketFileTooLarge, code: 'VALIDATION' },
      errors: [],
    });
    const octets = { payload: fileOf('%PDF-1.7\n', KYC_DOCUMENT_MAX_BYTES / 2), contentType: 'application/pdf' };
    expect(read(await send(routes.kycSubmit.member.path, octets))).toEqual({
      status: 415,
      body: { success: false, message: MSG.kycDocumentUnreadable, code: 'UNSUPPORTED_MEDIA_TYPE' },
      errors: [],
    });
  });
});
