import { KYC_DOCUMENT_MAX_BYTES, MSG, sniffKycDocument } from '@app/contract';

/** The browser's check of a chosen document before it is sent, by the same rules the server applies. */
export async function kycFileProblem(file: File | null): Promise<string | null> {
  if (!file) return MSG.kycDocumentRequired;
  if (file.size === 0) return MSG.kycDocumentEmpty;
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return MSG.kycDocumentTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKycDocument(head) ? null : MSG.kycDocumentTypeInvalid;
}

export { fileSize } from '../../../lib/file-size';
