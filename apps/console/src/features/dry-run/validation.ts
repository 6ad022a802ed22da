// The dry-run form's resolver, fetched on the form's first validation (lib/form-resolver.ts): the contract's body
// rules and messages, checked on the body the form would send.
import { dryRunBody } from '@app/contract';
import { textOf } from '@app/web-kit/i18n/texts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { consoleFieldsResolver } from '../../kit/validation';
import { bodyOf, type DryRunFormValues } from './form-values';
import { CONSOLE_DRY_RUN_TEXTS } from './texts';

const bodyResolver = consoleFieldsResolver(dryRunBody);

export const dryRunFormResolver: Resolver<DryRunFormValues> = async (values, context, options) => {
  const { body, packagesUnreadable } = bodyOf(values);
  const checked = await bodyResolver(body, context, options as unknown as Parameters<typeof bodyResolver>[2]);
  const errors = { ...checked.errors } as FieldErrors<DryRunFormValues>;
  if (packagesUnreadable) {
    errors.settings = {
      ...errors.settings,
      packages: { type: 'json', message: textOf(CONSOLE_DRY_RUN_TEXTS, 'cdry.packagesUnreadable') },
    };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
