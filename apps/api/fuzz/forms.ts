import fc from 'fast-check';
import type { JsonSchema } from './openapi';
import { type FieldContext, hostileValue, toJson, validObject } from './values';

// Uploads: a route the document describes as multipart/form-data (the identity check) is sent forms, its text fields
// from the schema and its binary fields as file parts, and the ways a form goes wrong.

const BOUNDARY = '----fuzz-form-3b9e1c';
export const FORM_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface FilePart {
  fileName: string;
  type: string;
  bytes: Buffer;
}

export interface FormPart {
  contentType?: string;
  payload?: Buffer | string;
  body?: unknown;
  note: string;
}

const withHead = (head: number[] | string, size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  (typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head)).copy(bytes);
  return bytes;
};

const DOCUMENTS: readonly FilePart[] = [
  {
    fileName: 'passport.png',
    type: 'image/png',
    bytes: withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 300),
  },
  { fileName: 'id.jpg', type: 'image/jpeg', bytes: withHead([0xff, 0xd8, 0xff, 0xe0], 200) },
  { fileName: 'scan.pdf', type: 'application/pdf', bytes: withHead('%PDF-1.7\n', 500) },
];

// Files the route must refuse by their bytes, size or emptiness, whatever name and type they claim.
const BAD_FILES: readonly FilePart[] = [
  { fileName: 'passport.png', type: 'image/png', bytes: withHead('MZ\x90\x00', 256) },
  { fileName: 'photo.gif', type: 'image/gif', bytes: withHead('GIF89a', 64) },
  { fileName: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  { fileName: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
  { fileName: '../../etc/passwd', type: 'text/plain', bytes: Buffer.from('root:x:0:0') },
  // One byte past 5 MB: the server stops reading there.
  { fileName: 'big.pdf', type: 'application/pdf', bytes: withHead('%PDF-', 5 * 1024 * 1024 + 1) },
];

const textOf = (value: unknown) => (typeof value === 'string' ? value : (toJson(value) ?? String(value)));

/** The form on the wire: a text part per field, then the file parts. */
export function encodeForm(fields: Record<string, unknown>, files: Record<string, FilePart>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${textOf(value)}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** The schema's text fields and the names of its file fields (binary strings). */
function split(schema: JsonSchema) {
  const entries = Object.entries(schema.properties ?? {});
  const isFile = (property: JsonSchema) => property.format === 'binary';
  return {
    text: {
      ...schema,
      properties: Object.fromEntries(entries.filter(([, property]) => !isFile(property))),
      required: (schema.required ?? []).filter((field) => !isFile(schema.properties?.[field] ?? {})),
    },
    files: entries.filter(([, property]) => isFile(property)).map(([field]) => field),
  };
}

const asForm = (fields: Record<string, unknown>, files: Record<string, FilePart>, note: string): FormPart => ({
  contentType: FORM_CONTENT_TYPE,
  payload: encodeForm(fields, files),
  body: fields,
  note,
});

const filesOf = (names: string[], file: FilePart) => Object.fromEntries(names.map((name) => [name, file]));

/** A form the route takes: valid fields and a real JPEG, PNG or PDF. */
export function validForm(schema: JsonSchema, at: FieldContext): fc.Arbitrary<FormPart> {
  const { text, files } = split(schema);
  return fc
    .tuple(validObject(text, at), fc.constantFrom(...DOCUMENTS))
    .map(([fields, file]) => asForm(fields, filesOf(files, file), ''));
}

/** A form with one thing wrong: a field, a missing part, the file, or the form itself. */
export function hostileForm(schema: JsonSchema, at: FieldContext): fc.Arbitrary<FormPart> {
  const { text, files } = split(schema);
  const base = fc.tuple(validObject(text, at), fc.constantFrom(...DOCUMENTS));
  const fields = Object.entries(text.properties ?? {});
  const oneField = fc
    .tuple(base, fc.constantFrom(...fields))
    .chain(([[body, file], [field, property]]) =>
      hostileValue(property, { ...at, field }).map((value) =>
        asForm({ ...body, [field]: value }, filesOf(files, file), `${field}: bad`),
      ),
    );
  const missing = fc
    .tuple(base, fc.subarray([...text.required, ...files], { minLength: 1 }))
    .map(([[body, file], dropped]) => {
      const left = Object.fromEntries(Object.entries(body).filter(([field]) => !dropped.includes(field)));
      const kept = files.filter((name) => !dropped.includes(name));
      return asForm(left, filesOf(kept, file), `missing ${dropped.join(', ')}`);
    });
  const badFile = fc
    .tuple(base, fc.constantFrom(...BAD_FILES))
    .map(([[body], file]) => asForm(body, filesOf(files, file), `file ${file.fileName} (${file.bytes.length} bytes)`));
  const fileAsText = base.map(([body]) =>
    asForm({ ...body, ...Object.fromEntries(files.map((name) => [name, 'iVBORw0KGgo='])) }, {}, 'file sent as text'),
  );
  const cutShort = fc.tuple(base, fc.double({ min: 0.05, max: 0.95, noNaN: true })).map(([[body, file], share]) => {
    const whole = encodeForm(body, filesOf(files, file));
    return { ...asForm(body, {}, 'cut short'), payload: whole.subarray(0, Math.floor(whole.length * share)) };
  });
  const noBoundary = base.map(([body, file]) => ({
    ...asForm(body, filesOf(files, file), 'no boundary'),
    contentType: 'multipart/form-data',
  }));
  const asJson = base.map(
    ([body]): FormPart => ({
      contentType: 'application/json',
      payload: toJson({ ...body, document: 'iVBORw0KGgo=' }),
      body,
      note: 'JSON instead of a form',
    }),
  );
  const garbage = fc
    .string({ unit: 'binary', maxLength: 200 })
    .map((junk): FormPart => ({ contentType: FORM_CONTENT_TYPE, payload: junk, note: 'not a form' }));
  return fc.oneof(
    { weight: 8, arbitrary: oneField },
    { weight: 3, arbitrary: missing },
    { weight: 4, arbitrary: badFile },
    { weight: 1, arbitrary: fileAsText },
    { weight: 2, arbitrary: cutShort },
    { weight: 1, arbitrary: noBoundary },
    { weight: 1, arbitrary: asJson },
    { weight: 1, arbitrary: garbage },
  );
}
