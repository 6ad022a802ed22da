import { setImmediate } from 'node:timers/promises';

// Files kept in the database (an identity document, a ticket's attachment) are kept in parts of at most 256 KB,
// written and read one statement each: the embedded database runs in the server's thread, and a whole 5 MB file in
// one statement held every other request for most of a second. The bytes travel as base64 text the database decodes
// (the embedded database turns a bytea parameter into text byte by byte in this thread).

/** The largest part of a stored file. */
export const FILE_PART_BYTES = 256 * 1024;

/** Writes `content` part by part through `insertPart` (part number, its bytes as base64), a turn of the loop between. */
export async function writeParts(
  content: Uint8Array,
  insertPart: (part: number, base64: string) => Promise<unknown>,
): Promise<void> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  for (let part = 0; part * FILE_PART_BYTES < bytes.length; part += 1) {
    // The embedded database answers without a turn of the event loop between statements: make one.
    await setImmediate();
    await insertPart(part, bytes.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES).toString('base64'));
  }
}

/** Reads a file back part by part through `readPart` (its bytes as base64, undefined past the last); undefined if none. */
export async function readParts(
  readPart: (part: number) => Promise<string | undefined>,
): Promise<Uint8Array | undefined> {
  const pieces: Buffer[] = [];
  for (let part = 0; ; part += 1) {
    await setImmediate();
    const base64 = await readPart(part);
    if (base64 === undefined) break;
    pieces.push(Buffer.from(base64, 'base64'));
  }
  return pieces.length ? new Uint8Array(Buffer.concat(pieces)) : undefined;
}
