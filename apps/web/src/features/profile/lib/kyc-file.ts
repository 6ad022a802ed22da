import { KYC_DOCUMENT_MAX_BYTES, MSG, sniffKycDocument } from '@app/contract';
import { formatNumber } from '../../../lib/format';

/** The browser's check of a chosen document before it is sent, by the same rules the server applies. */
export async function kycFileProblem(file: File | null): Promise<string | null> {
  if (!file) return MSG.kycDocumentRequired;
  if (file.size === 0) return MSG.kycDocumentEmpty;
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return MSG.kycDocumentTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKycDocument(head) ? null : MSG.kycDocumentTypeInvalid;
}

/** A size as people read it, in the language's way: 1.2 MB (1,2 MB in Spanish), 5 MB, 340 KB. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
