// What the console's forms share for validation: the contract's reject reason, and the messages for rules the
// contract states without a sentence. Each area's forms fetch their schemas from the area's own validation.ts on a
// form's first validation, not with its page (lib/form-resolver.ts).
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodFieldsResolver } from '../../lib/zod-fields';

export { rejectBody } from '@app/contract';

const amount = (value: number | bigint) => value.toLocaleString('en-US');

/**
 * The contract's messages come first; rules the contract states without a sentence (a percent's range, a whole
 * number of days) get one here, worded with the rule's own numbers. Used only where the contract has no message.
 */
const consoleMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'int') return 'Please enter a whole number';
    if (issue.expected === 'number') return 'Please enter a number';
    return undefined;
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'number') {
      return issue.inclusive
        ? `Please enter ${amount(issue.minimum)} or more`
        : `Please enter more than ${amount(issue.minimum)}`;
    }
    if (issue.origin === 'string') return 'Please fill this in';
    if (issue.origin === 'array') return `Please keep at least ${amount(issue.minimum)}`;
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'number') {
      return issue.inclusive
        ? `Please enter ${amount(issue.maximum)} or less`
        : `Please enter less than ${amount(issue.maximum)}`;
    }
    if (issue.origin === 'string') return `Please keep it to ${amount(issue.maximum)} characters or fewer`;
    if (issue.origin === 'array') return `Please keep at most ${amount(issue.maximum)}`;
  }
  return undefined;
};

/** A resolver where every field shows its own message (an operator fixes several at once), in the console's words. */
export function consoleFieldsResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema) {
  return zodFieldsResolver(schema, { error: consoleMessages });
}
