import type { SitePage } from './types';

// Keys holding paths, tones and layout names, not words a visitor reads.
const NON_TEXT_KEYS = new Set([
  'path',
  'kind',
  'variant',
  'layout',
  'view',
  'style',
  'media',
  'art',
  'icon',
  'to',
  'type',
  'autoComplete',
]);

function collectText(value: unknown, key: string, into: string[]) {
  if (NON_TEXT_KEYS.has(key)) return;
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, '', into);
  else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) collectText(child, childKey, into);
  }
}

/** Every visible sentence of a page except its title and h1, in reading order. */
export function pageBodyText(page: SitePage): string {
  const { title: _title, heading: _heading, ...rest } = page;
  const parts: string[] = [];
  collectText(rest, '', parts);
  return parts.join(' ');
}
