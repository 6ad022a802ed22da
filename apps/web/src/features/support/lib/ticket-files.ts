import { MSG, sniffTicketFile, TICKET_LIMITS } from '@app/contract';

// The browser's check of the chosen attachments before they are sent, by the rules the server applies
// (docs/product.md#support): at most three, each 1 byte to 5 MB, a JPEG, PNG or PDF by its bytes and by its name.

const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
const TAKEN_TYPES = new Set(Object.values(TYPE_OF_EXTENSION));

/** What is wrong with one file, or null. */
export async function ticketFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return MSG.ticketFileEmpty;
  if (file.size > TICKET_LIMITS.fileMaxBytes) return MSG.ticketFileTooLarge;
  const sniffed = sniffTicketFile(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  const named = TYPE_OF_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
  const saysOther = (named && named !== sniffed) || (TAKEN_TYPES.has(file.type) && file.type !== sniffed);
  return sniffed && !saysOther ? null : MSG.ticketFileTypeInvalid;
}

/** Each file's problem (null where none), in the files' order. */
export function ticketFileProblems(files: File[]): Promise<(string | null)[]> {
  return Promise.all(files.map(ticketFileProblem));
}

/** The first problem of the chosen files as a whole: too many, then the first file's own. */
export function firstFilesProblem(files: File[], problems: (string | null)[]): string | null {
  if (files.length > TICKET_LIMITS.filesMax) return MSG.ticketFilesTooMany;
  return problems.find((problem) => problem !== null) ?? null;
}
