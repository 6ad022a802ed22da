import { DOCUMENT_EXTENSIONS, type KycDocumentMime } from '@app/contract';

// The name a stored file is kept and answered under (docs/product.md#security, uploads): rebuilt from the type its
// bytes were told to be, never taken as sent. A name is what a member or operator saves the download as: `a";x=.html`
// served as a PNG became an HTML file on disk, and a right-to-left override shows `invoice<RLO>gnp.exe` as
// `invoiceexe.png`.

/** What a base name keeps: letters with their marks, digits, spaces, dashes and underscores. */
const UNSAFE = /[^\p{L}\p{M}\p{N} _-]+/gu;
/** Characters of the base name kept, so the whole name stays within 100. */
const BASE_MAX = 95;

/**
 * `name` as it is stored: the last part of its path without its extension, every run of other characters (dots,
 * quotes, control and direction characters) one underscore, then the extension of `mime`, the type the bytes were
 * told to be, and nothing after it. A name with nothing left is `fallback`.
 */
export function storedFileName(name: string, mime: KycDocumentMime, fallback = 'file'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  const stem = dot > 0 ? last.slice(0, dot) : last;
  const clean = stem.replace(UNSAFE, '_').replace(/^[\s_]+|[\s_]+$/g, '');
  // Cut by code points, never inside a pair of surrogates, which PostgreSQL and JSON refuse.
  const base = Array.from(clean).slice(0, BASE_MAX).join('').trim() || fallback;
  return `${base}.${DOCUMENT_EXTENSIONS[mime]}`;
}
