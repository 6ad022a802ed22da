import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { MSG, type Upload } from '@app/contract';
import Busboy from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { registerJsonBody } from './json-body';

// An upload (the contract's `upload`, docs/product.md#kyc): a multipart/form-data body read as a stream, in a scope
// of its own where it is the only body taken, so no JSON body of the route is ever read.

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

/**
 * Reads a form: its text fields by name (the first of a name counts) and its file as a File (or, where the upload
 * takes several, every file of a name as a File[]), never more than `fileMaxBytes` of one in memory. The first byte
 * past that stops the reading and refuses the form; so does a body longer than full files and the text together,
 * one declared longer before a byte is read, a file more than `filesMax`, and (with `sniff`) a file whose first
 * bytes are not a type taken or not the type it says it is, before the rest of it is read.
 */
export function readForm({ stream, headers, upload, textMaxBytes }: ReadFormOptions): Promise<UploadForm> {
  const filesMax = upload.filesMax ?? 1;
  const maxBytes = upload.fileMaxBytes * filesMax + textMaxBytes;
  return new Promise((resolve, reject) => {
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
      if (error) {
        stream.pause();
        reject(error);
      } else {
        resolve(Object.fromEntries(form));
      }
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
 * is refused unread. `register` is the plain registration of the route inside that scope.
 */
export function registerUploadScope(app: FastifyInstance, upload: Upload, register: (scope: FastifyInstance) => void) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
      readForm({ stream: payload, headers: request.headers, upload, textMaxBytes: app.initialConfig.bodyLimit ?? 0 })
        .then((form) => done(null, form))
        .catch((error: Error) => done(error, undefined));
    });
    if (upload.json) registerJsonBody(scope);
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', upload.unreadable), undefined);
    });
    register(scope);
  });
}
