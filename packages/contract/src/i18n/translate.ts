import { CONSOLE_MSG } from '../console';
import { CONTENT_PAGES_MSG } from '../content-pages';
import { DEPOSIT_ADDRESS_MSG } from '../deposit-addresses';
import { DRY_RUN_MSG } from '../dry-runs';
import { MSG, MSG_PATTERNS } from '../messages';
import { NOTIFICATIONS_MSG } from '../notifications';
import { OPERATORS_MSG } from '../operators-console';
import { POSTS_MSG } from '../posts';
import { REPORTS_MSG } from '../reports';
import { RESERVES_MSG } from '../reserves';
import { SITE_CONSOLE_MSG } from '../site-console';
import type { MessageTable } from './table';

// The English tables by the names a MessageTable uses, so each English sentence finds its key.
const ENGLISH: Omit<MessageTable, 'MSG_PATTERNS'> = {
  MSG,
  CONSOLE_MSG,
  OPERATORS_MSG,
  SITE_CONSOLE_MSG,
  NOTIFICATIONS_MSG,
  CONTENT_PAGES_MSG,
  RESERVES_MSG,
  DEPOSIT_ADDRESS_MSG,
  REPORTS_MSG,
  DRY_RUN_MSG,
  POSTS_MSG,
};

interface Compiled {
  exact: Map<string, string>;
  patterns: { match: RegExp; names: string[]; text: string }[];
}

const compiled = new WeakMap<MessageTable, Compiled>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(table: MessageTable): Compiled {
  const exact = new Map<string, string>();
  for (const group of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
    const english: Record<string, string> = ENGLISH[group];
    const translated: Record<string, string> = table[group];
    for (const [key, text] of Object.entries(english)) {
      const target = translated[key];
      if (target && !exact.has(text)) exact.set(text, target);
    }
  }
  const patterns = Object.entries(MSG_PATTERNS).map(([key, english]) => {
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? '');
    const source = english
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('([\\s\\S]+?)');
    return { match: new RegExp(`^${source}$`), names, text: table.MSG_PATTERNS[key as keyof typeof MSG_PATTERNS] };
  });
  return { exact, patterns };
}

/**
 * An English contract message in the table's language: an exact sentence by its key, a sentence with values
 * (MSG_PATTERNS) with the same values put in the translated pattern. Anything else (already translated, or not a
 * contract message) comes back unchanged.
 */
export function translateWith(message: string, table: MessageTable | null | undefined): string {
  if (!table) return message;
  let found = compiled.get(table);
  if (!found) {
    found = compile(table);
    compiled.set(table, found);
  }
  const exact = found.exact.get(message);
  if (exact !== undefined) return exact;
  for (const pattern of found.patterns) {
    const match = pattern.match.exec(message);
    if (!match) continue;
    const values = pattern.names.map((_name, index) => match[index + 1] ?? '');
    return pattern.text.replace(/\{(\w+)\}/g, (place, name: string) => {
      const at = pattern.names.indexOf(name);
      return at >= 0 ? (values[at] ?? place) : place;
    });
  }
  return message;
}
