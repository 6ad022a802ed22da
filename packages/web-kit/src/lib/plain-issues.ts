import { fieldWords, MSG, plainIssueKind } from '@app/contract';
import type { z } from 'zod';
import { textOf } from '../i18n/texts';
import { formatNumber } from './format';
import { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from './issue-texts';

// The contract's plainIssueMessage in the chosen language, for the web's forms: the contract says which sentence a
// rule without a message of its own reads as (plainIssueKind), the web words it with the field and the bound.

type Issue = z.core.$ZodRawIssue;

/** The field in the language's words, where the web has them; else the contract's English words. */
function fieldIn(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  const key = `issue.field.${name}`;
  return key in ISSUE_FIELD_TEXTS ? textOf(ISSUE_FIELD_TEXTS, key as keyof typeof ISSUE_FIELD_TEXTS) : fieldWords(path);
}

/** zod's wording for a rule without a message of its own; a schema's own message always comes first. */
export function plainIssueText(issue: Issue): string {
  const found = plainIssueKind(issue);
  // The whole body or query is wrong: no field to name; the contract's message is translated where it is shown.
  if (!found || !issue.path) return MSG.invalidRequest;
  const limit = found.limit === undefined ? '' : formatNumber(Number(found.limit));
  return textOf(ISSUE_TEXTS, `issue.${found.kind}`, { field: fieldIn(issue.path), limit });
}
