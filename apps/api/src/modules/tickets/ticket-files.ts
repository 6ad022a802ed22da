import { createHash } from 'node:crypto';
import { MSG, sniffTicketFile, TICKET_LIMITS, type TicketFileMime } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { readParts, writeParts } from '../../db/byte-parts';
import type { Queryable } from '../../db/client';
import { ticketAttachmentParts, ticketAttachments, ticketMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { storedFileName } from '../../lib/file-names';

// A ticket's attachments (docs/product.md#support): checked by their bytes, kept in the database in parts as the
// identity document is under a name rebuilt from the type the bytes are, and answered only to the ticket's member
// and to operators.

export interface CheckedFile {
  name: string;
  mime: TicketFileMime;
  content: Buffer;
}

/**
 * The files' bytes, each told by its first bytes again (the form's reader refused the rest already; this holds for
 * any caller): JPEG, PNG or PDF, 1 byte to 5 MB.
 */
export async function checkFiles(files: File[] | undefined): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files ?? []) {
    const content = Buffer.from(await file.arrayBuffer());
    if (content.byteLength === 0) throw new AppError('VALIDATION', MSG.ticketFileEmpty);
    if (content.byteLength > TICKET_LIMITS.fileMaxBytes) throw new AppError('VALIDATION', MSG.ticketFileTooLarge);
    const mime = sniffTicketFile(content.subarray(0, 8));
    if (!mime) throw new AppError('VALIDATION', MSG.ticketFileTypeInvalid);
    checked.push({ name: storedFileName(file.name, mime), mime, content });
  }
  return checked;
}

export async function storeFiles(
  tx: Queryable,
  options: { ticketId: string; messageId: string; files: CheckedFile[]; now: Date },
) {
  for (const [position, file] of options.files.entries()) {
    const [row] = await tx
      .insert(ticketAttachments)
      .values({
        ticketId: options.ticketId,
        messageId: options.messageId,
        position,
        name: file.name,
        mime: file.mime,
        size: file.content.byteLength,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        createdAt: options.now,
      })
      .returning({ id: ticketAttachments.id });
    if (!row) throw new Error('attachment not stored');
    await writeParts(file.content, (part, base64) =>
      tx
        .insert(ticketAttachmentParts)
        .values({ attachmentId: row.id, part, content: sql`decode(${base64}, 'base64')` }),
    );
  }
}

/**
 * One attachment of the ticket, as a download: images shown inline, a PDF only downloaded. `memberView`: a file on
 * an operator's internal note is not the member's to read.
 */
export async function readAttachment(
  db: Queryable,
  options: { ticketId: string; attachmentId: string; memberView: boolean },
) {
  const [file] = await db
    .select({ name: ticketAttachments.name, mime: ticketAttachments.mime, internal: ticketMessages.internal })
    .from(ticketAttachments)
    .innerJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(and(eq(ticketAttachments.id, options.attachmentId), eq(ticketAttachments.ticketId, options.ticketId)));
  if (!file || (options.memberView && file.internal)) throw new AppError('NOT_FOUND', MSG.notFound);
  const content = await readParts(async (part) => {
    const [row] = await db
      .select({ content: sql<string>`encode(${ticketAttachmentParts.content}, 'base64')` })
      .from(ticketAttachmentParts)
      .where(and(eq(ticketAttachmentParts.attachmentId, options.attachmentId), eq(ticketAttachmentParts.part, part)));
    return row?.content;
  });
  if (!content) throw new AppError('NOT_FOUND', MSG.notFound);
  const mime = file.mime as TicketFileMime;
  // A header carries ASCII only: the name's other letters become underscores in the download (the page shows it
  // whole). A name stored before names were rebuilt from the type is rebuilt here the same way.
  const fileName = storedFileName(file.name, mime).replace(/[^\x20-\x7e]/g, '_');
  return { fileName, mime, inline: mime !== 'application/pdf', content };
}
