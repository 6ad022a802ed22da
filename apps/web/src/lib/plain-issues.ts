import { fieldWords, MSG } from '@app/contract';
import type { z } from 'zod';
import { textOf } from '../i18n/texts';
import { formatNumber } from './format';
import { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from './issue-texts';

// The contract's plainIssueMessage (the server's wording) in the chosen language, for the web's forms: a rule a
// schema states without a message reads as a sentence naming the field, in the words of docs/product.md#envelope.

type Issue = z.core.$ZodRawIssue;
type IssueKey = keyof typeof ISSUE_TEXTS;

/** The field in the language's words, where the web has them; else the contract's English words. */
function fieldIn(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  const key = `issue.field.${name}`;
  return key in ISSUE_FIELD_TEXTS ? textOf(ISSUE_FIELD_TEXTS, key as keyof typeof ISSUE_FIELD_TEXTS) : fieldWords(path);
}

function limitOf(limit: unknown): string {
  return typeof limit === 'number' ? formatNumber(limit) : String(limit);
}

function bound(issue: Issue & { origin?: string }, limit: unknown, more: 'least' | 'most'): [IssueKey, string] {
  if (issue.origin === 'string') return [more === 'least' ? 'issue.charsAtLeast' : 'issue.charsAtMost', limitOf(limit)];
  if (issue.origin === 'array' || issue.origin === 'set') {
    return [more === 'least' ? 'issue.chooseAtLeast' : 'issue.chooseAtMost', limitOf(limit)];
  }
  return [more === 'least' ? 'issue.atLeast' : 'issue.atMost', limitOf(limit)];
}

function sentence(issue: Issue): [IssueKey, string?] {
  switch (issue.code) {
    case 'invalid_type':
      return [issue.input === undefined || issue.input === null ? 'issue.enterThe' : 'issue.enterValid'];
    case 'too_small':
      return bound(issue, issue.minimum, 'least');
    case 'too_big':
      return bound(issue, issue.maximum, 'most');
    case 'unrecognized_keys':
      return ['issue.unknownFields'];
    case 'invalid_value':
      return ['issue.chooseValid'];
    default:
      return ['issue.enterValid'];
  }
}

/** zod's wording for a rule without a message of its own; a schema's own message always comes first. */
export function plainIssueText(issue: Issue): string {
  // The whole body or query is wrong (not an object, say): no field to name; the contract's message is translated.
  if (!issue.path?.some((part) => typeof part === 'string')) return MSG.invalidRequest;
  const [key, limit = ''] = sentence(issue);
  return textOf(ISSUE_TEXTS, key, { field: fieldIn(issue.path), limit });
}
