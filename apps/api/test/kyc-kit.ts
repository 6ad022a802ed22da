import { routes } from '@app/contract';
import { call, dataOf, type TestContext } from './helper';

// Identity check fixtures: documents by their first bytes, and a submission made the way the member's page does.

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

export function kycBody(overrides: Record<string, unknown> = {}, file: Buffer = PNG) {
  return {
    fullName: 'Anita Owner',
    dateOfBirth: '1990-05-17',
    country: 'IN',
    documentType: 'passport',
    documentNumber: 'P1234567',
    document: file.toString('base64'),
    documentName: 'passport.png',
    documentMime: 'image/png',
    ...overrides,
  };
}

/** Submits an identity check for the token's member and answers the submission's id. */
export async function submitKyc(t: TestContext, token: string, overrides: Record<string, unknown> = {}) {
  const answer = await call(t, routes.kycSubmit.member, { body: kycBody(overrides), token });
  if (answer.status !== 200) throw new Error(`identity check refused: ${answer.body.message}`);
  const submission = dataOf(answer).submission;
  if (!submission) throw new Error('no submission answered');
  return submission._id;
}
