import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CONSOLE_MSG, KYC_DOCUMENT_MAX_BYTES, MSG, ROLE, routes } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { FILE_PART_BYTES as DOCUMENT_PART_BYTES } from '../../../src/db/byte-parts';
import { auditLog, kycDocuments, kycSubmissions } from '../../../src/db/schema';
import { MEMBER_WALLET, memberBalances } from '../../../src/ledger/accounts';
import { readOutbox } from '../../../src/lib/mailer';
import { readDocument } from '../../../src/modules/kyc/kyc.repository';
import {
  call,
  createMember,
  dataOf,
  get,
  nextClientIp,
  operatorToken,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { EXE, encodeForm, fileOf, JPEG, KYC_FIELDS, kycForm, PDF, PNG, sendKyc, submitKyc } from '../../kyc-kit';
import {
  completedTransfer,
  creditIncome,
  newTransferWindow,
  requestTransfer,
  verifyTransfer,
} from '../../transfer-kit';
import { ADDRESS, earnIncome, newRequestWindow } from '../../withdrawal-kit';

// The identity check (docs/product.md#kyc): the member's submission and its rules, the document never reachable
// but through the operator's call, the console's review, and the gate on withdrawals.
const t = useTestApp();
let operator: string;
let operatorId: string;

beforeAll(async () => {
  const account = await createMember(t, { role: ROLE.admin, fullName: 'Kay Reviewer' });
  operatorId = account.id;
  operator = await operatorToken(t, account);
});

const submit = (token: string, form: FormData | { payload: Buffer; contentType: string }) =>
  sendKyc(t, { token, form, ip: nextClientIp() });
const status = (token: string) => call(t, routes.kycStatus.member, { token });
const approve = (memberId: string, submissionId: string, token = operator) =>
  call(t, routes.adminMemberKycApprove, { params: { _id: memberId }, body: { submissionId }, token });
const reject = (memberId: string, body: Record<string, unknown>, token = operator) =>
  call(t, routes.adminMemberKycReject, { params: { _id: memberId }, body, token });
const documentOf = (memberId: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/adminApi/members/${memberId}/kyc/document`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const refusal = (answer: { status: number; body: { message: string } }) => ({
  status: answer.status,
  message: answer.body.message,
});

/**
 * A multipart body made as it is read: the fields, then a PDF of `fileBytes` sent as `name` of `type` (after
 * `preambleBytes` of junk before the first boundary), counting what the server pulled.
 */
function streamedUpload({
  fileBytes,
  preambleBytes = 0,
  name = 'scan.pdf',
  type = 'application/pdf',
}: {
  fileBytes: number;
  preambleBytes?: number;
  name?: string;
  type?: string;
}) {
  const boundary = 'kyc-streamed-upload';
  const fields = Object.entries(KYC_FIELDS).map(
    ([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  const head = `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n%PDF-1.7\n`;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let preamble = preambleBytes;
  let file = fileBytes;
  let sent = 0;
  let ended = false;
  const stream = new Readable({
    read() {
      let next: Buffer | null;
      if (preamble > 0) {
        next = chunk.subarray(0, Math.min(chunk.length, preamble));
        preamble -= next.length;
        if (preamble === 0) next = Buffer.concat([next, Buffer.from(`\r\n${head}`)]);
      } else if (sent === 0) {
        next = Buffer.from(head);
      } else if (file > 0) {
        next = chunk.subarray(0, Math.min(chunk.length, file));
        file -= next.length;
      } else if (!ended) {
        ended = true;
        next = Buffer.from(`\r\n--${boundary}--\r\n`);
      } else {
        next = null;
      }
      if (next) sent += next.length;
      this.push(next);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, sentBytes: () => sent };
}

describe('POST /sellerApi/edituserKycByUser: the fields', () => {
  it('answers each rule with its own message', async () => {
    const member = await signedInMember(t);
    const cases: [Record<string, string | undefined>, string][] = [
      [{ fullName: undefined }, MSG.kycFullNameRequired],
      [{ fullName: '   ' }, MSG.kycFullNameRequired],
      [{ fullName: 'x'.repeat(101) }, MSG.kycFullNameTooLong],
      [{ fullName: 'Anita\u0000Owner' }, MSG.controlCharacters],
      [{ dateOfBirth: undefined }, MSG.kycDateOfBirthRequired],
      [{ dateOfBirth: '' }, MSG.kycDateOfBirthRequired],
      [{ dateOfBirth: '17/05/1990' }, MSG.kycDateOfBirthInvalid],
      [{ dateOfBirth: '1990-02-30' }, MSG.kycDateOfBirthInvalid],
      [{ dateOfBirth: '1899-12-31' }, MSG.kycDateOfBirthInvalid],
      // The test clock's platform day is 2026-11-21 (UTC).
      [{ dateOfBirth: '2026-11-22' }, MSG.kycDateOfBirthFuture],
      [{ dateOfBirth: '2008-11-22' }, MSG.kycUnderage],
      [{ country: undefined }, MSG.kycCountryRequired],
      [{ country: '' }, MSG.kycCountryRequired],
      [{ country: 'XX' }, MSG.kycCountryInvalid],
      [{ country: 'India' }, MSG.kycCountryInvalid],
      [{ documentType: undefined }, MSG.kycDocumentTypeRequired],
      [{ documentType: 'library_card' }, MSG.kycDocumentTypeRequired],
      [{ documentNumber: undefined }, MSG.kycDocumentNumberRequired],
      [{ documentNumber: '   ' }, MSG.kycDocumentNumberRequired],
      [{ documentNumber: 'AB1' }, MSG.kycDocumentNumberInvalid],
      [{ documentNumber: 'A'.repeat(31) }, MSG.kycDocumentNumberInvalid],
      [{ documentNumber: 'AB 12345' }, MSG.kycDocumentNumberInvalid],
      [{ documentNumber: 'AB/12345' }, MSG.kycDocumentNumberInvalid],
      // A document sent as text instead of a file part.
      [{ document: 'iVBORw0KGgo=' }, MSG.kycDocumentRequired],
      // A field longer than a form's text field is cut at 1 KB and still breaks its rule.
      [{ fullName: 'x'.repeat(5000) }, MSG.kycFullNameTooLong],
    ];
    for (const [overrides, message] of cases) {
      const answer = await submit(member.token, kycForm(overrides));
      expect({ ...refusal(answer), case: JSON.stringify(overrides).slice(0, 80) }).toEqual({
        status: 400,
        message,
        case: JSON.stringify(overrides).slice(0, 80),
      });
    }
    const none = await status(member.token);
    expect(refusal(none)).toEqual({ status: 200, message: MSG.kycLoaded });
    expect(dataOf(none)).toEqual({ status: 'none', reason: null, submission: null });
  });

  it('takes a member who turns 18 on the platform day, a trimmed number and a lower-case country', async () => {
    const member = await signedInMember(t);
    const answer = await submit(
      member.token,
      kycForm({ dateOfBirth: '2008-11-21', documentNumber: '  ab-1234 ', country: 'in', fullName: ' Anita Owner ' }),
    );
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.kycSubmitted });
    expect(dataOf(answer)).toMatchObject({
      status: 'pending',
      reason: null,
      submission: {
        fullName: 'Anita Owner',
        dateOfBirth: '2008-11-21',
        country: 'IN',
        documentType: 'passport',
        documentNumber: 'ab-1234',
        documentMime: 'image/png',
        documentSize: PNG.byteLength,
        status: 'pending',
        reviewedAt: null,
      },
    });
  });
});

describe('POST /sellerApi/edituserKycByUser: the document', () => {
  it('refuses a renamed executable (MZ bytes sent as passport.png, image/png) and stores nothing', async () => {
    const member = await signedInMember(t);
    const answer = await submit(member.token, kycForm({}, EXE, 'passport.png', 'image/png'));
    expect(refusal(answer)).toEqual({ status: 400, message: MSG.kycDocumentTypeInvalid });
    for (const other of [fileOf('GIF89a'), fileOf('<svg xmlns="http://www.w3.org/2000/svg">'), fileOf('PK\x03\x04')]) {
      expect(refusal(await submit(member.token, kycForm({}, other)))).toEqual({
        status: 400,
        message: MSG.kycDocumentTypeInvalid,
      });
    }
    const stored = await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, member.id));
    expect(stored).toEqual([]);
  });

  it('refuses a file of 5 MB and one byte, and one of 6 MB, as too large', async () => {
    const member = await signedInMember(t);
    for (const size of [KYC_DOCUMENT_MAX_BYTES + 1, 6 * 1024 * 1024]) {
      const answer = await submit(member.token, kycForm({}, fileOf('%PDF-', size), 'scan.pdf', 'application/pdf'));
      expect(answer.body).toEqual({ success: false, message: MSG.kycDocumentTooLarge, code: 'VALIDATION' });
      expect(answer.status).toBe(400);
    }
  });

  it('stops reading at the first byte past 5 MB of a 50 MB file, and reads nothing of a body declared too long', async () => {
    const member = await signedInMember(t);
    for (const declared of [undefined, 50 * 1024 * 1024]) {
      const upload = streamedUpload({ fileBytes: 50 * 1024 * 1024 });
      const response = await t.app.inject({
        method: 'POST',
        url: routes.kycSubmit.member.path,
        headers: {
          authorization: `Bearer ${member.token}`,
          'content-type': upload.contentType,
          ...(declared ? { 'content-length': String(declared) } : {}),
        },
        payload: upload.stream,
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { success: false, message: MSG.kycDocumentTooLarge, code: 'VALIDATION' },
      });
      expect(response.headers.connection).toBe('close');
      // What the stream was asked for: the limit and the chunks already on their way, not the 50 MB.
      expect(upload.sentBytes()).toBeLessThan(declared ? 1024 * 1024 : KYC_DOCUMENT_MAX_BYTES + 1024 * 1024);
    }
  });

  it('refuses a body longer than a full form whose file stays small (6 MB before the first part)', async () => {
    const member = await signedInMember(t);
    const upload = streamedUpload({ fileBytes: 1024, preambleBytes: 6 * 1024 * 1024 });
    const response = await t.app.inject({
      method: 'POST',
      url: routes.kycSubmit.member.path,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': upload.contentType },
      payload: upload.stream,
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 413,
      message: MSG.payloadTooLarge,
    });
  });

  it('answers each other document problem with its own message, after the fields', async () => {
    const member = await signedInMember(t);
    const { payload, contentType } = await encodeForm(kycForm({}, PDF, 'scan.pdf', 'application/pdf'));
    const boundary = contentType.split('boundary=')[1];
    const cases: [FormData | { payload: Buffer; contentType: string }, string][] = [
      [kycForm({}, null), MSG.kycDocumentRequired],
      [kycForm({}, Buffer.alloc(0)), MSG.kycDocumentEmpty],
      // The fields are checked first, in the order of docs/product.md#kyc.
      [kycForm({ fullName: undefined }, Buffer.alloc(0)), MSG.kycFullNameRequired],
      [kycForm({ documentNumber: 'AB1' }, null), MSG.kycDocumentNumberInvalid],
      // A body cut short in the file, one without its boundary, one that is no form at all.
      [{ payload: payload.subarray(0, payload.length - 100), contentType }, MSG.kycDocumentUnreadable],
      [{ payload, contentType: 'multipart/form-data' }, MSG.kycDocumentUnreadable],
      [{ payload: Buffer.from(`--${boundary}\r\nno headers here`), contentType }, MSG.kycDocumentUnreadable],
    ];
    for (const [form, message] of cases)
      expect(refusal(await submit(member.token, form))).toEqual({ status: 400, message });
    const stored = await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, member.id));
    expect(stored).toEqual([]);
  });

  it('takes no JSON body: the base64 submission of before is refused unread with 415', async () => {
    const member = await signedInMember(t);
    const answer = await call(t, routes.kycSubmit.member, {
      body: { ...KYC_FIELDS, document: PNG.toString('base64') },
      token: member.token,
    });
    expect(answer).toEqual({
      status: 415,
      body: { success: false, message: MSG.kycDocumentUnreadable, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('refuses a file that is another type than its name or declared type says (a PDF named a.png)', async () => {
    const member = await signedInMember(t);
    const cases: [string, Buffer, string, string][] = [
      ['a PDF named a.png, declared image/png', PDF, 'a.png', 'image/png'],
      ['a PDF named a.png, no type', PDF, 'a.png', 'application/octet-stream'],
      ['a PDF named scan, declared image/png', PDF, 'scan', 'image/png'],
      ['a PNG named photo.jpg', PNG, 'photo.jpg', 'image/jpeg'],
      ['a JPEG declared a PDF', JPEG, 'scan', 'application/pdf'],
    ];
    for (const [label, file, name, type] of cases) {
      const answer = await submit(member.token, kycForm({}, file, name, type));
      expect({ label, ...refusal(answer) }).toEqual({ label, status: 400, message: MSG.kycDocumentTypeInvalid });
    }
    const stored = await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, member.id));
    expect(stored).toEqual([]);
  });

  it('refuses a document of the wrong type at its first bytes: far less than its 50 MB is read', async () => {
    const member = await signedInMember(t);
    const upload = streamedUpload({ fileBytes: 50 * 1024 * 1024, name: 'a.png', type: 'image/png' });
    const response = await t.app.inject({
      method: 'POST',
      url: routes.kycSubmit.member.path,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': upload.contentType },
      payload: upload.stream,
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { success: false, message: MSG.kycDocumentTypeInvalid, code: 'VALIDATION' },
    });
    // The rest is dropped as it arrives, up to the most the route takes (plugins/uploads.ts), never kept.
    expect(upload.sentBytes()).toBeLessThan(KYC_DOCUMENT_MAX_BYTES + 1024 * 1024);
  });

  it('takes a PDF of exactly 5 MB, a PNG and a JPEG, by their bytes whatever a name or type of none of them says', async () => {
    const pdf = await signedInMember(t);
    const fiveMb = fileOf('%PDF-1.4\n', KYC_DOCUMENT_MAX_BYTES);
    const taken = await submit(pdf.token, kycForm({}, fiveMb, 'scan.exe', 'text/plain'));
    expect(refusal(taken)).toEqual({ status: 200, message: MSG.kycSubmitted });
    expect(dataOf(taken).submission).toMatchObject({
      documentMime: 'application/pdf',
      documentSize: fiveMb.byteLength,
    });
    const [row] = await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, pdf.id));
    expect(row?.documentSha256).toBe(createHash('sha256').update(fiveMb).digest('hex'));
    // Kept in parts of at most 256 KB, in order (db/schema/kyc.ts), and read back whole.
    const parts = await t.ctx.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.submissionId, String(row?.id)))
      .orderBy(asc(kycDocuments.part));
    expect(parts.map((part) => part.part)).toEqual([...Array(20).keys()]);
    expect(parts.every((part) => part.content.byteLength <= DOCUMENT_PART_BYTES)).toBe(true);
    expect(Buffer.concat(parts.map((part) => Buffer.from(part.content))).equals(fiveMb)).toBe(true);
    expect(Buffer.from((await readDocument(t.ctx.db, String(row?.id))) ?? []).equals(fiveMb)).toBe(true);
    // A document stored whole before the parts (migration 0027 made it part 0) reads the same.
    await t.ctx.db.delete(kycDocuments).where(eq(kycDocuments.submissionId, String(row?.id)));
    await t.ctx.db.insert(kycDocuments).values({ submissionId: String(row?.id), content: fiveMb });
    expect(Buffer.from((await readDocument(t.ctx.db, String(row?.id))) ?? []).equals(fiveMb)).toBe(true);

    for (const [file, mime] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const member = await signedInMember(t);
      const answer = await submit(member.token, kycForm({}, file, 'photo', 'application/octet-stream'));
      expect(dataOf(answer).submission?.documentMime).toBe(mime);
    }
  });
});

describe('the document is reachable only through the operator call', () => {
  const MARKER = 'KYC-SECRET-MARKER-7f3a91';
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  let submissionId: string;
  const secret = Buffer.concat([PNG.subarray(0, 8), Buffer.from(MARKER, 'latin1'), Buffer.alloc(32)]);

  beforeAll(async () => {
    owner = await signedInMember(t, { fullName: 'Owner Of Document' });
    const answer = await submit(owner.token, kycForm({}, secret));
    submissionId = String(dataOf(answer).submission?._id);
  });

  const leaks = (text: string) => text.includes(MARKER) || text.includes(secret.toString('base64').slice(0, 24));

  it('answers the owner, another member, a vendor and anonymous without the bytes', async () => {
    const other = await signedInMember(t);
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    const own = await t.app.inject({
      method: 'GET',
      url: routes.kycStatus.member.path,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(leaks(own.body)).toBe(false);
    for (const token of [undefined, owner.token, other.token, vendor.token]) {
      const answer = await documentOf(owner.id, token);
      expect([401, 403]).toContain(answer.statusCode);
      expect(leaks(answer.body)).toBe(false);
    }
  });

  it('serves no file under any plausible static path', async () => {
    const names = [submissionId, `${submissionId}.png`, `identity-${submissionId}.png`, owner.id];
    const folders = [
      '',
      'uploads/',
      'upload/',
      'kyc/',
      'documents/',
      'files/',
      'static/',
      'data/',
      'assets/',
      'public/',
    ];
    for (const folder of folders) {
      for (const name of names) {
        for (const token of [undefined, owner.token, operator]) {
          const answer = await t.app.inject({
            method: 'GET',
            url: `/${folder}${name}`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expect({ url: `/${folder}${name}`, status: answer.statusCode, leaks: leaks(answer.body) }).toEqual({
            url: `/${folder}${name}`,
            status: 404,
            leaks: false,
          });
        }
      }
    }
    for (const url of [`/sellerApi/kyc/${submissionId}`, `/vendorApi/kyc/document`, `/sellerApi/userKycDocument`]) {
      const answer = await get(t, url, owner.token);
      expect(answer.status).toBe(404);
    }
  });

  it('keeps the bytes off the disk: nothing under the data directory holds them', async () => {
    const files: string[] = [];
    async function walk(dir: string) {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else files.push(full);
      }
    }
    await walk(t.ctx.config.DATA_DIR);
    for (const file of files) expect((await readFile(file)).includes(MARKER), file).toBe(false);
  });

  it('gives the operator the stored bytes with their type, never cached or sniffed', async () => {
    const answer = await documentOf(owner.id, operator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="identity-${submissionId}.png"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(answer.rawPayload.equals(secret)).toBe(true);
  });

  it('offers a PDF as an attachment, and answers 404 for a member without a check or an unknown id', async () => {
    const pdf = await signedInMember(t);
    await submit(pdf.token, kycForm({}, PDF, 'passport.pdf', 'application/pdf'));
    const answer = await documentOf(pdf.id, operator);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="identity-[0-9a-f-]+\.pdf"$/);
    const none = await signedInMember(t);
    const missing = await documentOf(none.id, operator);
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({
      status: 404,
      message: CONSOLE_MSG.kycNoSubmission,
    });
    expect((await documentOf(operatorId, operator)).statusCode).toBe(404);
  });
});

describe('one check at a time, and the review', () => {
  it('refuses a second while one waits, takes a new one after a rejection, refuses any once approved', async () => {
    const member = await signedInMember(t);
    const first = await submitKyc(t, member.token);
    expect(refusal(await submit(member.token, kycForm()))).toEqual({ status: 409, message: MSG.kycAlreadyPending });

    expect(refusal(await reject(member.id, { submissionId: first }))).toEqual({
      status: 400,
      message: MSG.reasonRequired,
    });
    expect(refusal(await reject(member.id, { submissionId: first, reason: '   ' }))).toEqual({
      status: 400,
      message: MSG.reasonRequired,
    });
    const rejected = await reject(member.id, { submissionId: first, reason: 'The photo is blurred' });
    expect(refusal(rejected)).toEqual({ status: 200, message: CONSOLE_MSG.kycRejected });
    expect(dataOf(await status(member.token))).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    // Reviewed once: a second review of the same submission is refused.
    expect(refusal(await approve(member.id, first))).toEqual({ status: 409, message: CONSOLE_MSG.kycAlreadyReviewed });

    const second = await submitKyc(t, member.token, { documentNumber: 'P7654321' });
    expect(dataOf(await status(member.token))).toMatchObject({
      status: 'pending',
      reason: null,
      submission: { _id: second, documentNumber: 'P7654321' },
    });
    expect(refusal(await approve(member.id, second))).toEqual({ status: 200, message: CONSOLE_MSG.kycApproved });
    expect(dataOf(await status(member.token))).toMatchObject({ status: 'approved', submission: { _id: second } });
    expect(refusal(await submit(member.token, kycForm()))).toEqual({ status: 409, message: MSG.kycAlreadyApproved });

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, member.id)));
    expect(audit.map((row) => ({ action: row.action, actor: row.actorId, details: row.details }))).toEqual([
      { action: 'kyc.reject', actor: operatorId, details: { submissionId: first, reason: 'The photo is blurred' } },
      { action: 'kyc.approve', actor: operatorId, details: { submissionId: second } },
    ]);
    await afterResponseSettled();
    const mails = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 10 });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your NexaTech identity check is approved',
      'Your NexaTech identity check was not approved',
    ]);
    const rejectionMail = mails.find((mail) => mail.subject.includes('not'))?.text;
    expect(rejectionMail).toContain('The photo is blurred');
    expect(rejectionMail).toContain('\nhttp://localhost:3000/settings');
  });

  it('lets one of two operators review a check sent at once; the other is told', async () => {
    const member = await signedInMember(t);
    const submissionId = await submitKyc(t, member.token);
    const second = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
    const answers = await Promise.all([
      approve(member.id, submissionId),
      reject(member.id, { submissionId, reason: 'Name differs' }, second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(CONSOLE_MSG.kycAlreadyReviewed);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audit).toHaveLength(1);
  });

  it("answers 404 for another member's submission id and an unknown member", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const aSubmission = await submitKyc(t, a.token);
    expect((await approve(b.id, aSubmission)).status).toBe(404);
    expect((await call(t, routes.adminMemberKyc, { params: { _id: operatorId }, token: operator })).status).toBe(404);
    expect(dataOf(await status(a.token)).status).toBe('pending');
  });

  it('keeps two sent at once to one pending check', async () => {
    const member = await signedInMember(t);
    const answers = await Promise.all([submit(member.token, kycForm()), submit(member.token, kycForm())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('member A never sees B', () => {
  it("answers each member their own check and nothing of another's", async () => {
    const a = await signedInMember(t, { fullName: 'Alpha Member' });
    const b = await signedInMember(t, { fullName: 'Beta Member' });
    await submitKyc(t, b.token, { fullName: 'Beta Legal Name', documentNumber: 'BETA-0001' });
    const ofA = await t.app.inject({
      method: 'GET',
      url: routes.kycStatus.member.path,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(ofA.json().data).toEqual({ status: 'none', reason: null, submission: null });
    expect(ofA.body).not.toContain('BETA-0001');
    for (const route of [routes.adminMemberKyc, routes.adminMember]) {
      const answer = await call(t, route, { params: { _id: b.id }, token: a.token });
      expect(answer.status).toBe(403);
    }
    expect((await call(t, routes.kycStatus.vendor, { token: a.token })).status).toBe(403);
  });
});

describe('the console', () => {
  it('lists the members whose check waits, oldest first, with each member row carrying the status', async () => {
    const first = await signedInMember(t);
    const firstId = await submitKyc(t, first.token);
    t.clock.advanceSeconds(60);
    const second = await signedInMember(t);
    await submitKyc(t, second.token);
    const pendingRows = async () => {
      const rows = [];
      for (let page = 1; ; page += 1) {
        const answer = dataOf(await call(t, routes.adminMembers, { query: { kyc: 'pending', page }, token: operator }));
        rows.push(...answer.docs);
        if (page >= answer.totalPages) return rows;
      }
    };
    const rows = await pendingRows();
    expect(rows.every((row) => row.kycStatus === 'pending')).toBe(true);
    const ids = rows.map((row) => row._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    await approve(first.id, firstId);
    const after = await pendingRows();
    expect(after.map((row) => row._id)).not.toContain(first.id);
    expect(after.map((row) => row._id)).toContain(second.id);
    const all = dataOf(await call(t, routes.adminMembers, { query: { search: first.email }, token: operator }));
    expect(all.docs[0]?.kycStatus).toBe('approved');
    const detail = dataOf(await call(t, routes.adminMemberKyc, { params: { _id: first.id }, token: operator }));
    expect(detail).toMatchObject({ status: 'approved', submission: { _id: firstId } });
  });
});

describe('the gate on withdrawals (kycRequiredForWithdrawal)', () => {
  const setRequired = async (on: boolean) => {
    // Turning the gate off loosens it: a second owner approves (saveSettings).
    await saveSettings(t, operator, { kycRequiredForWithdrawal: on });
  };
  const income = (token: string) =>
    call(t, routes.withdrawalRequest.member, { body: { address: ADDRESS, amount: 30 }, token, ip: nextClientIp() });
  const capital = (token: string, packageId: string) =>
    call(t, routes.packageWithdrawal.member, { body: { address: ADDRESS, packageId }, token, ip: nextClientIp() });

  it('refuses both kinds until the check is approved when on, and lets them through when off', async () => {
    const member = await signedInMember(t);
    const orderId = await earnIncome(t, { member, operator, amount: 60 });
    await setRequired(true);
    try {
      for (const answer of [await income(member.token), await capital(member.token, orderId)]) {
        expect(refusal(answer)).toEqual({ status: 403, message: MSG.kycRequired });
      }
      const submissionId = await submitKyc(t, member.token);
      expect(refusal(await income(member.token))).toEqual({ status: 403, message: MSG.kycRequired });
      await reject(member.id, { submissionId, reason: 'Expired passport' });
      expect(refusal(await capital(member.token, orderId))).toEqual({ status: 403, message: MSG.kycRequired });
      const again = await submitKyc(t, member.token);
      await approve(member.id, again);
      await newRequestWindow(t);
      expect(refusal(await income(member.token))).toEqual({ status: 200, message: MSG.withdrawalOtpSent });
      expect(refusal(await capital(member.token, orderId))).toEqual({ status: 200, message: MSG.withdrawalOtpSent });
    } finally {
      await setRequired(false);
    }
    const unchecked = await signedInMember(t);
    const order = await earnIncome(t, { member: unchecked, operator, amount: 60 });
    await newRequestWindow(t);
    expect(refusal(await income(unchecked.token))).toEqual({ status: 200, message: MSG.withdrawalOtpSent });
    expect(refusal(await capital(unchecked.token, order))).toEqual({ status: 200, message: MSG.withdrawalOtpSent });
  });
});

describe('the gate on transfers (kycRequiredForWithdrawal)', () => {
  const setRequired = async (on: boolean) => {
    // Turning the gate off loosens it: a second owner approves (saveSettings).
    await saveSettings(t, operator, { kycRequiredForWithdrawal: on });
  };

  it('refuses both steps of a transfer until the sender is approved, and moves nothing meanwhile', async () => {
    const sender = await signedInMember(t);
    const receiver = await signedInMember(t);
    await creditIncome(t, { memberId: sender.id, operator, amount: '20' });
    // A transfer asked for before the operator turned the gate on cannot be completed after it.
    const open = await requestTransfer(t, { sender, receiverUid: receiver.referId ?? '', amount: 5 });
    await setRequired(true);
    try {
      expect(refusal(await verifyTransfer(t, { token: sender.token, id: open.id, otp: open.otp }))).toEqual({
        status: 403,
        message: MSG.kycRequired,
      });
      const asked = await call(t, routes.walletTransfer.member, {
        body: { receiverId: receiver.referId, amount: 5 },
        token: sender.token,
        ip: nextClientIp(),
      });
      expect(refusal(asked)).toEqual({ status: 403, message: MSG.kycRequired });
      await approve(sender.id, await submitKyc(t, sender.token));
      await newTransferWindow(t);
      await completedTransfer(t, { sender, receiverUid: receiver.referId ?? '', amount: 5 });
    } finally {
      await setRequired(false);
    }
    const balances = await memberBalances(t.ctx.db, receiver.id);
    expect(balances[MEMBER_WALLET.deposit]).toBe(5_000_000n);
  });
});
