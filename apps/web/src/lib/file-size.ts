import { formatNumber } from '@app/web-kit/lib/format';

/** A size as people read it, in the language's way: 1.2 MB (1,2 MB in Spanish), 5 MB, 340 KB. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
