import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { MSG, type Upload } from '@app/contract';
import Busboy from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { registerJsonBody } from './json-body';

// An upload (the contract's `upload`, docs/product.md#kyc): a multipart/form-data body read as a stream, in a scope
// of its own where it is the only body taken, so no JSON body of the route is ever read. A refusal is answered once
// the rest of the body has arrived (docs/product.md#security): the connection is closed after a refused body, and a
// connection closed while the client still sends is reset, which the client reads as a network error (EPIPE,
// ECONNRESET) instead of the 400 and its message.

/** Every text field of an identity check is far shorter (a longer value is cut here and still breaks its rule). */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 32;

export type UploadForm = Record<string, string | File | File[]>;

/** The media type a file's name says it is, where its extension names one. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * Whether the file is what its bytes say (`sniffed`) and what it says it is: the type the client sent and the type
 * its name's extension names, where either names one of the types taken. A PDF named `photo.png` is refused.
 */
export function saysWhatItIs(sniffed: string, fileName: string | undefined, declared: string): boolean {
  const extension = fileName?.split('.').pop()?.toLowerCase() ?? '';
  const named = TYPE_OF_EXTENSION[extension];
  if (named && named !== sniffed) return false;
  const known = new Set(Object.values(TYPE_OF_EXTENSION));
  return !(known.has(declared) && declared !== sniffed);
}

/** The first bytes a type is told by. */
const HEAD_BYTES = 8;

interface ReadFormOptions {
  stream: Readable;
  headers: IncomingHttpHeaders;
  upload: Upload;
  /** What the form may hold besides its file: its fields, part headers and boundaries. */
  textMaxBytes: number;
}

/** The longest body an upload's route takes: its files full and its text (fields, part headers, boundaries). */
export function uploadBodyMaxBytes(upload: Upload, textMaxBytes: number): number {
  return upload.fileMaxBytes * (upload.filesMax ?? 1) + textMaxBytes;
}

/**
 * Reads and drops the rest of a refused body, `received` bytes of it read already, and settles once it has ended,
 * was cut, or passed `maxBytes` in all (the most the route ever takes: a client sending more is not waited for).
 * Nothing of it is kept; the pace a body must keep (plugins/request-timeout.ts) still holds while it drains.
 */
export function drainBody(stream: Readable, received: number, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    if (stream.readableEnded || stream.destroyed) {
      resolve();
      return;
    }
    let total = received;
    const finish = () => {
      stream.off('data', onData);
      stream.off('end', finish);
      stream.off('error', finish);
      stream.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= maxBytes) return;
      stream.pause();
      finish();
    };
    stream.on('data', onData);
    stream.once('end', finish);
    stream.once('error', finish);
    stream.once('close', finish);
    stream.resume();
  });
}

/**
 * Reads a form: its text fields by name (the first of a name counts) and its file as a File (or, where the upload
 * takes several, every file of a name as a File[]), never more than `fileMaxBytes` of one in memory. The first byte
 * past that stops the parsing and refuses the form; so does a body longer than full files and the text together,
 * one declared longer before a byte is read, a file more than `filesMax`, and (with `sniff`) a file whose first
 * bytes are not a type taken or not the type it says it is, before the rest of it is parsed. The refusal is given
 * once the rest of the body, up to the most the route takes, has arrived and been dropped (drainBody).
 */
export function readForm({ stream, headers, upload, textMaxBytes }: ReadFormOptions): Promise<UploadForm> {
  const filesMax = upload.filesMax ?? 1;
  const maxBytes = uploadBodyMaxBytes(upload, textMaxBytes);
  return new Promise((resolve, reject) => {
    // Longer than the route ever takes: refused unread, and the connection closed after the answer.
    if (Number(headers['content-length']) > maxBytes) {
      reject(new AppError('VALIDATION', upload.fileTooLarge));
      return;
    }
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: headers as Parameters<typeof Busboy>[0]['headers'],
        limits: {
          fieldSize: upload.fieldMaxBytes ?? FIELD_MAX_BYTES,
          fields: FIELDS_MAX,
          files: filesMax,
          parts: FIELDS_MAX + filesMax,
        },
      });
    } catch {
      reject(new AppError('VALIDATION', upload.unreadable));
      return;
    }
    const form = new Map<string, string | File | File[]>();
    let received = 0;
    let settled = false;
    const stop = (error?: AppError) => {
      if (settled) return;
      settled = true;
      stream.off('data', count);
      stream.unpipe(parser);
      if (!error) resolve(Object.fromEntries(form));
      else if (received > maxBytes) reject(error);
      else void drainBody(stream, received, maxBytes).then(() => reject(error));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) stop(new AppError('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge));
    };
    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      // An upload with long fields (`fieldTooLong`) never keeps a value cut at its limit as if it were whole; the
      // identity check's fields are far shorter than 1 KB, so a cut one still breaks its field's own rule.
      if (valueTruncated && upload.fieldTooLong) stop(new AppError('VALIDATION', upload.fieldTooLong));
      else if (!form.has(name)) form.set(name, value);
    });
    parser.on('file', (name: string, file: Readable, fileName: string | undefined, _encoding: string, type: string) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let told = !upload.sniff;
      let mime = type;
      const tell = () => {
        told = true;
        const sniffed = upload.sniff?.(Buffer.concat(chunks).subarray(0, HEAD_BYTES)) ?? null;
        if (!sniffed || !saysWhatItIs(sniffed, fileName, type)) {
          stop(new AppError('VALIDATION', upload.typeInvalid ?? upload.unreadable));
          return false;
        }
        mime = sniffed;
        return true;
      };
      file.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size > upload.fileMaxBytes) stop(new AppError('VALIDATION', upload.fileTooLarge));
        else chunks.push(chunk);
        if (!told && size >= HEAD_BYTES) tell();
      });
      // A part cut short: busboy says so on the file too, and an unheard 'error' would end the process.
      file.on('error', () => stop(new AppError('VALIDATION', upload.unreadable)));
      file.on('end', () => {
        // An empty file is the body schema's to refuse with its own message; a short one is told now.
        if (settled || (!told && size > 0 && !tell())) return;
        const read = new File(chunks, fileName ?? name, { type: mime });
        if (filesMax === 1) {
          if (!form.has(name)) form.set(name, read);
          return;
        }
        const earlier = form.get(name);
        form.set(name, Array.isArray(earlier) ? [...earlier, read] : [read]);
      });
    });
    parser.on('filesLimit', () => stop(new AppError('VALIDATION', upload.filesTooMany ?? upload.unreadable)));
    parser.on('error', () => stop(new AppError('VALIDATION', upload.unreadable)));
    // The client went away mid-form: nobody reads the answer, but the reading ends and what it held is let go.
    stream.once('error', () => stop(new AppError('VALIDATION', upload.unreadable)));
    // Busboy finishes once every part, the file's last byte included, was handed over.
    parser.on('finish', () => stop());
    stream.on('data', count);
    stream.pipe(parser);
  });
}

/**
 * Registers an upload route in a scope of its own: multipart/form-data is its only body (parsed into the form the
 * route's schema then validates in its usual order), besides JSON where the upload says so (`json`); anything else
 * is refused without being read (its bytes dropped as they arrive). `register` is the plain registration of the
 * route inside that scope.
 */
export function registerUploadScope(app: FastifyInstance, upload: Upload, register: (scope: FastifyInstance) => void) {
  const textMaxBytes = app.initialConfig.bodyLimit ?? 0;
  const maxBytes = uploadBodyMaxBytes(upload, textMaxBytes);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
      readForm({ stream: payload, headers: request.headers, upload, textMaxBytes })
        .then((form) => done(null, form))
        .catch((error: Error) => done(error, undefined));
    });
    if (upload.json) registerJsonBody(scope);
    scope.addContentTypeParser('*', (request, payload, done) => {
      const refusal = new AppError('UNSUPPORTED_MEDIA_TYPE', upload.unreadable);
      if (Number(request.headers['content-length']) > maxBytes) done(refusal, undefined);
      else void drainBody(payload, 0, maxBytes).then(() => done(refusal, undefined));
    });
    register(scope);
  });
}
