import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { MSG, type Upload } from '@app/contract';
import Busboy from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

// An upload (the contract's `upload`, docs/product.md#kyc): a multipart/form-data body read as a stream, in a scope
// of its own where it is the only body taken, so no JSON body of the route is ever read.

/** Every text field of an upload is far shorter: a longer value is cut here and still breaks its field's rule. */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 32;

export type UploadForm = Record<string, string | File>;

interface ReadFormOptions {
  stream: Readable;
  headers: IncomingHttpHeaders;
  upload: Upload;
  /** What the form may hold besides its file: its fields, part headers and boundaries. */
  textMaxBytes: number;
}

/**
 * Reads a form: its text fields by name (the first of a name counts) and its file as a File, never more than
 * `fileMaxBytes` of it in memory. The first byte past that stops the reading and refuses the form; so does a body
 * longer than a full file and the text together, or one declared longer before a byte is read.
 */
export function readForm({ stream, headers, upload, textMaxBytes }: ReadFormOptions): Promise<UploadForm> {
  const maxBytes = upload.fileMaxBytes + textMaxBytes;
  return new Promise((resolve, reject) => {
    if (Number(headers['content-length']) > maxBytes) {
      reject(new AppError('VALIDATION', upload.fileTooLarge));
      return;
    }
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: headers as Parameters<typeof Busboy>[0]['headers'],
        limits: { fieldSize: FIELD_MAX_BYTES, fields: FIELDS_MAX, files: 1, parts: FIELDS_MAX + 1 },
      });
    } catch {
      reject(new AppError('VALIDATION', upload.unreadable));
      return;
    }
    const form = new Map<string, string | File>();
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
    parser.on('field', (name: string, value: string) => {
      if (!form.has(name)) form.set(name, value);
    });
    parser.on('file', (name: string, file: Readable, fileName: string | undefined, _encoding: string, type: string) => {
      const chunks: Buffer[] = [];
      let size = 0;
      file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > upload.fileMaxBytes) stop(new AppError('VALIDATION', upload.fileTooLarge));
        else chunks.push(chunk);
      });
      // A part cut short: busboy says so on the file too, and an unheard 'error' would end the process.
      file.on('error', () => stop(new AppError('VALIDATION', upload.unreadable)));
      file.on('end', () => {
        if (!form.has(name)) form.set(name, new File(chunks, fileName ?? name, { type }));
      });
    });
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
 * route's schema then validates in its usual order), anything else is refused unread. `register` is the plain
 * registration of the route inside that scope.
 */
export function registerUploadScope(app: FastifyInstance, upload: Upload, register: (scope: FastifyInstance) => void) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
      readForm({ stream: payload, headers: request.headers, upload, textMaxBytes: app.initialConfig.bodyLimit ?? 0 })
        .then((form) => done(null, form))
        .catch((error: Error) => done(error, undefined));
    });
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', upload.unreadable), undefined);
    });
    register(scope);
  });
}
