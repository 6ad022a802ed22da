import { MSG } from '@app/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withChunkTimeout } from './chunk-load';
import { notifyError } from './toast';

// Not a field of any form: an error under it stops the submit and shows nowhere but in the toast.
const VALIDATION_UNAVAILABLE = 'validationUnavailable';

// A deep copy where the values allow one; a File from another realm (tests' jsdom) does not, and a form holds its
// fields at the top level, so a shallow copy keeps them.
function snapshot<Values extends FieldValues>(values: Values): Values {
  try {
    return structuredClone(values);
  } catch {
    return { ...values };
  }
}

/**
 * A resolver fetched on the form's first validation, not with the page: a form renders and takes input without
 * it, and zod (with the contract's schemas) is the largest library a form page would otherwise wait for.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  loadResolver: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  return async (liveValues, context, options) => {
    // react-hook-form hands over its live values object, and the validation code may still be loading: a field
    // changed meanwhile would be validated and submitted by the earlier click. What was in the form when it was
    // submitted is what is checked and sent.
    const values = snapshot(liveValues);
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await withChunkTimeout(loadResolver());
    } catch {
      // Offline (or stalled) before the first validation: nothing is sent, the member sees why and can retry.
      notifyError(MSG.chunkLoadFailed);
      const errors: FieldErrors = { [VALIDATION_UNAVAILABLE]: { type: 'unavailable', message: MSG.chunkLoadFailed } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
    return resolve(values, context, options);
  };
}

/** Validates with a contract schema, reporting every failing field at once (each field's first failing rule). */
export function fieldErrorsResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return lazyResolver(async () => {
    const [schema, { zodFieldsResolver }] = await Promise.all([loadSchema(), import('./zod-fields')]);
    return zodFieldsResolver(schema);
  });
}
