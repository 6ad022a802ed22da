import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MSG, routes, TICKET_LIMITS } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_PART_BYTES } from '../../../src/db/byte-parts';
import { ticketAttachmentParts, ticketAttachments, tickets } from '../../../src/db/schema';
import { dataOf, signedInMember, useTestApp } from '../../helper';
import { EXE, encodeForm, fileOf, JPEG, PDF, PNG } from '../../kyc-kit';
import { sendTicketForm, TICKET_FIELDS, ticketForm } from '../../ticket-kit';
import { openTicket, operatorOf, refusal, storedFor } from './support-kit';

// A ticket's files (docs/product.md#support): JPEG, PNG or PDF told by their first bytes while they stream, and what
// their name and declared type say; up to three of 5 MB; kept in 256 KB parts and answered byte for byte to the
// ticket's member and to operators.

const t = useTestApp();
type TicketFile = { name: string; bytes: Buffer; type: string };
let support: Awaited<ReturnType<typeof operatorOf>>;
let finance: Awaited<ReturnType<typeof operatorOf>>;

beforeAll(async () => {
  support = await operatorOf(t, 'support');
  finance = await operatorOf(t, 'finance');
});

const open = (token: string, files: TicketFile[], fields: Record<string, string> = {}) =>
  sendTicketForm(t, { token, form: ticketForm(fields, files) });
const writeWithFiles = (token: string, ticketId: string, files: TicketFile[]) =>
  sendTicketForm(t, {
    token,
    form: ticketForm({ category: undefined, subject: undefined, message: 'More files' }, files),
    route: routes.ticketMessage.member,
    params: { _id: ticketId },
  });
const download = (options: { token: string; ticketId: string; attachmentId: string; console?: boolean }) =>
  t.app.inject({
    method: 'GET',
    url: `/${options.console ? 'adminApi' : 'sellerApi'}/tickets/${options.ticketId}/attachments/${options.attachmentId}`,
    headers: { authorization: `Bearer ${options.token}` },
  });

/** Every ticket, attachment and part stored, whoever's. */
async function storedEverywhere() {
  const count = async (table: typeof tickets | typeof ticketAttachments | typeof ticketAttachmentParts) =>
    Number((await t.ctx.db.select({ rows: sql<number>`count(*)::int` }).from(table))[0]?.rows);
  return {
    tickets: await count(tickets),
    attachments: await count(ticketAttachments),
    parts: await count(ticketAttachmentParts),
  };
}

/** The most a ticket's form takes: three full files and the text (the server's 64 KB body limit). */
const FORM_MAX_BYTES = TICKET_LIMITS.fileMaxBytes * TICKET_LIMITS.filesMax + 64 * 1024;

const png = (name = 'receipt.png', bytes = PNG): TicketFile => ({ name, bytes, type: 'image/png' });
const jpeg = (name = 'photo.jpg', bytes = JPEG): TicketFile => ({ name, bytes, type: 'image/jpeg' });
const pdf = (name = 'statement.pdf', bytes = PDF): TicketFile => ({ name, bytes, type: 'application/pdf' });

/**
 * A ticket's form made as it is read: the fields, then one file part whose first bytes are `head`, followed by
 * `restBytes` more, counting what the server pulled from the stream.
 */
function streamedTicket(options: { head: Buffer; restBytes: number; name: string; type: string }) {
  const boundary = 'ticket-streamed-upload';
  const fields = Object.entries({ category: 'deposit', subject: 'Streamed', message: 'A large file' }).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.concat([
    Buffer.from(
      `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${options.name}"\r\nContent-Type: ${options.type}\r\n\r\n`,
    ),
    options.head,
  ]);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let rest = options.restBytes;
  let sent = 0;
  let ended = false;
  const stream = new Readable({
    read() {
      let next: Buffer | null;
      if (sent === 0) next = head;
      else if (rest > 0) {
        next = chunk.subarray(0, Math.min(chunk.length, rest));
        rest -= next.length;
      } else if (!ended) {
        ended = true;
        next = Buffer.from(`\r\n--${boundary}--\r\n`);
      } else next = null;
      if (next) sent += next.length;
      this.push(next);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, sentBytes: () => sent };
}

describe('files taken', () => {
  it('takes a PNG, a JPEG and a PDF and answers each byte for byte to the owner and to operators', async () => {
    const member = await signedInMember(t);
    const answer = await open(member.token, [png(), jpeg(), pdf()]);
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    const ticket = dataOf(answer);
    // Listed in the order they were attached.
    const attachments = ticket.messages[0]?.attachments ?? [];
    expect(attachments.map((file) => file.name)).toEqual(['receipt.png', 'photo.jpg', 'statement.pdf']);
    expect(attachments.map((file) => file && { mime: file.mime, size: file.size })).toEqual([
      { mime: 'image/png', size: PNG.byteLength },
      { mime: 'image/jpeg', size: JPEG.byteLength },
      { mime: 'application/pdf', size: PDF.byteLength },
    ]);
    expect(ticket.messages[0]?.attachments).toHaveLength(3);
    const expected = [
      [PNG, 'image/png', 'inline; filename="receipt.png"'],
      [JPEG, 'image/jpeg', 'inline; filename="photo.jpg"'],
      [PDF, 'application/pdf', 'attachment; filename="statement.pdf"'],
    ] as const;
    for (const [index, [bytes, mime, disposition]] of expected.entries()) {
      const attachmentId = attachments[index]?._id as string;
      for (const [token, isConsole] of [
        [member.token, false],
        [support.token, true],
        [finance.token, true],
      ] as const) {
        const got = await download({ token, ticketId: ticket._id, attachmentId, console: isConsole });
        expect({
          status: got.statusCode,
          type: got.headers['content-type'],
          disposition: got.headers['content-disposition'],
          nosniff: got.headers['x-content-type-options'],
          cache: got.headers['cache-control'],
          same: got.rawPayload.equals(bytes),
        }).toEqual({ status: 200, type: mime, disposition, nosniff: 'nosniff', cache: 'no-store', same: true });
        expect(got.headers['content-security-policy']).toContain('sandbox');
      }
    }
    const [stored] = await t.ctx.db
      .select({ sha256: ticketAttachments.sha256 })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.id, attachments[0]?._id as string));
    expect(stored?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
  });

  it('takes files on a later message, by their bytes whatever an unknown name or type says', async () => {
    const member = await signedInMember(t);
    const ticket = await openTicket(t, member.token);
    t.clock.advanceSeconds(60);
    const written = await writeWithFiles(member.token, ticket._id, [
      { name: 'scan', bytes: PDF, type: 'application/octet-stream' },
      { name: 'C:\\Users\\me\\holiday.JPG', bytes: JPEG, type: 'image/jpeg' },
    ]);
    expect(refusal(written)).toEqual({ status: 200, message: MSG.ticketMessageSent });
    const files = dataOf(written).messages.at(-1)?.attachments ?? [];
    // Each kept under its name without its path, ending with the extension of the type its bytes are.
    expect(files.map(({ name, mime }) => ({ name, mime }))).toEqual([
      { name: 'scan.pdf', mime: 'application/pdf' },
      { name: 'holiday.jpg', mime: 'image/jpeg' },
    ]);
    const got = await download({ token: member.token, ticketId: ticket._id, attachmentId: files[1]?._id as string });
    expect(got.headers['content-disposition']).toBe('inline; filename="holiday.jpg"');
    // A file of one ticket is not found under another, even the same member's.
    const other = await openTicket(t, member.token);
    const crossed = await download({ token: member.token, ticketId: other._id, attachmentId: files[1]?._id as string });
    expect({ status: crossed.statusCode, message: crossed.json().message }).toEqual({
      status: 404,
      message: MSG.notFound,
    });
  });

  it('keeps a name in other letters whole and downloads it under an ASCII one', async () => {
    const member = await signedInMember(t);
    const answer = await open(member.token, [png('रसीद recibo ñ.png')]);
    const file = dataOf(answer).messages[0]?.attachments[0];
    expect(file?.name).toBe('रसीद recibo ñ.png');
    const got = await download({
      token: member.token,
      ticketId: dataOf(answer)._id,
      attachmentId: file?._id as string,
    });
    expect(got.headers['content-disposition']).toBe('inline; filename="____ recibo _.png"');
  });

  it('rebuilds every name from the type the bytes are: a safe base name, then its extension and nothing after', async () => {
    const member = await signedInMember(t);
    // On the wire as a client may write it (a browser's form would send the quote as %22): `a";x=.html`, its quote
    // escaped in the part's header; then a right-to-left override that shows `invoiceexe.png`; then an override after
    // the extension.
    const boundary = 'ticket-names';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (fileName: string, type: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
            `Content-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      Buffer.from(
        Object.entries(TICKET_FIELDS)
          .map(([name, value]) => part(name, value))
          .join(''),
      ),
      filePart('a\\";x=.html', 'image/png', PNG),
      filePart('invoice\u202Egnp.exe', 'image/png', PNG),
      filePart('report.png.pdf\u202E', 'application/pdf', PDF),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const answer = await sendTicketForm(t, {
      token: member.token,
      form: { payload, contentType: `multipart/form-data; boundary=${boundary}` },
    });
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    const ticket = dataOf(answer);
    const files = ticket.messages[0]?.attachments ?? [];
    expect(files.map(({ name, mime }) => ({ name, mime }))).toEqual([
      { name: 'a_x.png', mime: 'image/png' },
      { name: 'invoice_gnp.png', mime: 'image/png' },
      { name: 'report_png.pdf', mime: 'application/pdf' },
    ]);
    const stored = await t.ctx.db
      .select({ name: ticketAttachments.name })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.messageId, ticket.messages[0]?._id as string))
      .orderBy(asc(ticketAttachments.position));
    expect(stored.map((row) => row.name)).toEqual(['a_x.png', 'invoice_gnp.png', 'report_png.pdf']);
    const dispositions = [];
    for (const file of files) {
      const got = await download({ token: member.token, ticketId: ticket._id, attachmentId: file._id });
      dispositions.push(got.headers['content-disposition']);
    }
    expect(dispositions).toEqual([
      'inline; filename="a_x.png"',
      'inline; filename="invoice_gnp.png"',
      'attachment; filename="report_png.pdf"',
    ]);
  });

  it('answers a name stored before the rule as the rule would store it, in the thread and the download', async () => {
    const member = await signedInMember(t);
    const answer = await open(member.token, [png()]);
    const ticket = dataOf(answer);
    const attachmentId = ticket.messages[0]?.attachments[0]?._id as string;
    await t.ctx.db.update(ticketAttachments).set({ name: 'a;x=.html' }).where(eq(ticketAttachments.id, attachmentId));
    const thread = await t.app.inject({
      method: 'GET',
      url: `/sellerApi/tickets/${ticket._id}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(thread.json().data.messages[0].attachments[0].name).toBe('a_x.png');
    const got = await download({ token: member.token, ticketId: ticket._id, attachmentId });
    expect(got.headers['content-disposition']).toBe('inline; filename="a_x.png"');
  });

  it('keeps a file of 600 KB in three parts of at most 256 KB, and reads it back whole', async () => {
    const member = await signedInMember(t);
    const big = Buffer.from(PNG.subarray(0, 8));
    const file = Buffer.concat([big, Buffer.from(Array.from({ length: 600 * 1024 - 8 }, (_, index) => index % 251))]);
    const answer = await open(member.token, [png('large.png', file)]);
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    const attachmentId = dataOf(answer).messages[0]?.attachments[0]?._id as string;
    const parts = await t.ctx.db
      .select()
      .from(ticketAttachmentParts)
      .where(eq(ticketAttachmentParts.attachmentId, attachmentId))
      .orderBy(asc(ticketAttachmentParts.part));
    expect(parts.map((part) => [part.part, part.content.byteLength])).toEqual([
      [0, FILE_PART_BYTES],
      [1, FILE_PART_BYTES],
      [2, file.byteLength - 2 * FILE_PART_BYTES],
    ]);
    const got = await download({ token: member.token, ticketId: dataOf(answer)._id, attachmentId });
    expect(got.rawPayload.byteLength).toBe(file.byteLength);
    expect(got.rawPayload.equals(file)).toBe(true);
  });

  it('takes a PDF of exactly 5 MB', async () => {
    const member = await signedInMember(t);
    const fiveMb = fileOf('%PDF-1.4\n', TICKET_LIMITS.fileMaxBytes);
    const answer = await open(member.token, [pdf('five.pdf', fiveMb)]);
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    expect(dataOf(answer).messages[0]?.attachments[0]?.size).toBe(fiveMb.byteLength);
  });
});

describe('files refused', () => {
  it('refuses each file that is not what it says, too many, too large or empty, and stores nothing', async () => {
    const member = await signedInMember(t);
    const before = await storedEverywhere();
    const cases: [string, TicketFile[], string][] = [
      ['an EXE renamed .png', [png('invoice.png', EXE)], MSG.ticketFileTypeInvalid],
      [
        'an EXE with its own name',
        [{ name: 'setup.exe', bytes: EXE, type: 'application/x-msdownload' }],
        MSG.ticketFileTypeInvalid,
      ],
      ['a GIF', [png('anim.png', fileOf('GIF89a'))], MSG.ticketFileTypeInvalid],
      [
        'an SVG',
        [{ name: 'logo.svg', bytes: fileOf('<svg xmlns="http://www.w3.org/2000/svg">'), type: 'image/svg+xml' }],
        MSG.ticketFileTypeInvalid,
      ],
      [
        'a ZIP',
        [{ name: 'docs.zip', bytes: fileOf('PK\x03\x04'), type: 'application/zip' }],
        MSG.ticketFileTypeInvalid,
      ],
      ['a 4-byte file', [png('tiny.png', Buffer.from('MZ\x90\x00', 'latin1'))], MSG.ticketFileTypeInvalid],
      [
        'a PDF named photo.png',
        [{ name: 'photo.png', bytes: PDF, type: 'application/pdf' }],
        MSG.ticketFileTypeInvalid,
      ],
      [
        'a PDF named photo.png, no type',
        [{ name: 'photo.png', bytes: PDF, type: 'application/octet-stream' }],
        MSG.ticketFileTypeInvalid,
      ],
      ['a PNG declared a PDF', [{ name: 'scan', bytes: PNG, type: 'application/pdf' }], MSG.ticketFileTypeInvalid],
      ['a JPEG declared a PNG', [{ name: 'photo.jpg', bytes: JPEG, type: 'image/png' }], MSG.ticketFileTypeInvalid],
      ['a good file, then an EXE', [png(), png('second.png', EXE)], MSG.ticketFileTypeInvalid],
      ['four files', [png('1.png'), png('2.png'), png('3.png'), png('4.png')], MSG.ticketFilesTooMany],
      [
        '5 MB and one byte',
        [pdf('big.pdf', fileOf('%PDF-1.4\n', TICKET_LIMITS.fileMaxBytes + 1))],
        MSG.ticketFileTooLarge,
      ],
      ['an empty file', [png('empty.png', Buffer.alloc(0))], MSG.ticketFileEmpty],
      ['a good file, then an empty one', [pdf(), png('empty.png', Buffer.alloc(0))], MSG.ticketFileEmpty],
    ];
    for (const [label, files, message] of cases) {
      const answer = await open(member.token, files);
      expect({ label, ...refusal(answer) }).toEqual({ label, status: 400, message });
    }
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
    expect(await storedEverywhere()).toEqual(before);
  });

  it('refuses the same on a later message, and keeps the ticket as it was', async () => {
    const member = await signedInMember(t);
    const ticket = await openTicket(t, member.token);
    const cases: [TicketFile[], string][] = [
      [[png('invoice.png', EXE)], MSG.ticketFileTypeInvalid],
      [[{ name: 'photo.png', bytes: PDF, type: 'application/pdf' }], MSG.ticketFileTypeInvalid],
      [[png('1.png'), png('2.png'), png('3.png'), png('4.png')], MSG.ticketFilesTooMany],
      [[png('empty.png', Buffer.alloc(0))], MSG.ticketFileEmpty],
    ];
    for (const [files, message] of cases) {
      expect(refusal(await writeWithFiles(member.token, ticket._id, files))).toEqual({ status: 400, message });
    }
    expect(await storedFor(t, member.id)).toEqual({ tickets: 1, messages: 1, attachments: 0 });
  });

  it('takes three files at once (the most)', async () => {
    const member = await signedInMember(t);
    const answer = await open(member.token, [png('1.png'), jpeg('2.jpg'), pdf('3.pdf')]);
    expect(dataOf(answer).messages[0]?.attachments).toHaveLength(TICKET_LIMITS.filesMax);
  });
});

describe('reading as a stream', () => {
  it('refuses an EXE at its first bytes, dropping the rest up to the most the route takes, never all 20 MB', async () => {
    const member = await signedInMember(t);
    const upload = streamedTicket({
      head: EXE.subarray(0, 64),
      restBytes: 20 * 1024 * 1024,
      name: 'photo.png',
      type: 'image/png',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: routes.ticketCreate.member.path,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': upload.contentType },
      payload: upload.stream,
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { success: false, message: MSG.ticketFileTypeInvalid, code: 'VALIDATION' },
    });
    expect(response.headers.connection).toBe('close');
    // The refusal waits for the body so a client still sending reads it (plugins/uploads.ts), but only up to the most
    // the route takes: three files of 5 MB and the text, not the 20 MB.
    expect(upload.sentBytes()).toBeLessThan(FORM_MAX_BYTES + 1024 * 1024);
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });

  it('stops reading a PNG of 20 MB at its first byte past 5 MB, and reads nothing of a body declared too long', async () => {
    const member = await signedInMember(t);
    for (const declared of [undefined, 50 * 1024 * 1024]) {
      const upload = streamedTicket({
        head: PNG.subarray(0, 8),
        restBytes: 20 * 1024 * 1024,
        name: 'big.png',
        type: 'image/png',
      });
      const response = await t.app.inject({
        method: 'POST',
        url: routes.ticketCreate.member.path,
        headers: {
          authorization: `Bearer ${member.token}`,
          'content-type': upload.contentType,
          ...(declared ? { 'content-length': String(declared) } : {}),
        },
        payload: upload.stream,
      });
      expect({ declared, status: response.statusCode, message: response.json().message }).toEqual({
        declared,
        status: 400,
        message: MSG.ticketFileTooLarge,
      });
      expect(upload.sentBytes()).toBeLessThan(declared ? 1024 * 1024 : FORM_MAX_BYTES + 1024 * 1024);
    }
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });

  it('refuses a form cut short in its file as unreadable', async () => {
    const member = await signedInMember(t);
    const { payload, contentType } = await encodeForm(ticketForm({}, [pdf()]));
    const answer = await sendTicketForm(t, {
      token: member.token,
      form: { payload: payload.subarray(0, payload.length - 100), contentType },
    });
    expect(refusal(answer)).toEqual({ status: 400, message: MSG.ticketFileUnreadable });
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });
});
