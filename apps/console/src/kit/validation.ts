// What the console's forms share for validation: the contract's reject reason, and the messages for rules the
// contract states without a sentence. Each area's forms fetch their schemas from the area's own validation.ts on a
// form's first validation, not with its page (lib/form-resolver.ts).
import { MSG, requiredText } from '@app/contract';
import { textOf } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { zodFieldsResolver } from '@app/web-kit/lib/zod-fields';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { CONSOLE_ISSUE_TEXTS } from './validation-texts';

export { rejectBody } from '@app/contract';

/** A reject whose reason is free text alone and required (an identity check's). */
export const reasonOnlyBody = z.object({ reason: requiredText(MSG.reasonRequired, 500, { multiline: true }) });

type IssueKey = keyof typeof CONSOLE_ISSUE_TEXTS;

/** A sentence in the chosen language, with the rule's own number in the language's way. */
const say = (key: IssueKey, limit?: number | bigint) =>
  textOf(CONSOLE_ISSUE_TEXTS, key, limit === undefined ? undefined : { limit: formatNumber(Number(limit)) });

/**
 * The contract's messages come first; rules the contract states without a sentence (a percent's range, a whole
 * number of days) get one here, worded with the rule's own numbers. Used only where the contract has no message.
 */
const consoleMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'int') return say('con.issue.wholeNumber');
    if (issue.expected === 'number') return say('con.issue.number');
    return undefined;
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'number') {
      return issue.inclusive ? say('con.issue.atLeast', issue.minimum) : say('con.issue.moreThan', issue.minimum);
    }
    if (issue.origin === 'string') return say('con.issue.fillIn');
    if (issue.origin === 'array') return say('con.issue.keepAtLeast', issue.minimum);
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'number') {
      return issue.inclusive ? say('con.issue.atMost', issue.maximum) : say('con.issue.lessThan', issue.maximum);
    }
    if (issue.origin === 'string') return say('con.issue.charsAtMost', issue.maximum);
    if (issue.origin === 'array') return say('con.issue.keepAtMost', issue.maximum);
  }
  return undefined;
};

/** A resolver where every field shows its own message (an operator fixes several at once), in the console's words. */
export function consoleFieldsResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema) {
  return zodFieldsResolver(schema, { error: consoleMessages });
}
